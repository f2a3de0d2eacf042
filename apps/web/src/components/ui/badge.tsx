import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

// The light theme's text is one step darker than usual: small text on a tinted ground needs 4.5:1.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-muted-foreground',
  success: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300',
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  danger: 'bg-red-500/15 text-red-800 dark:text-red-300',
  info: 'bg-sky-500/15 text-sky-800 dark:text-sky-300',
  accent: 'bg-accent/15 text-orange-800 dark:text-accent-text',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
