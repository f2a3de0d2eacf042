import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  error: 'border-danger/40 bg-red-500/10 text-danger',
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  info: 'border-sky-500/40 bg-sky-500/10 text-sky-800 dark:text-sky-200',
} as const;

/** An inline message; errors are announced to screen readers at once. */
export function AlertBanner({
  tone = 'error',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {children}
    </div>
  );
}
