import { Moon, Sun } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTheme } from '../hooks/use-theme';

export type ThemeToggleSize = 'sm' | 'md' | 'lg';

const sizeStyles: Record<ThemeToggleSize, { button: string; icon: number }> = {
  sm: { button: 'h-8 min-w-8 px-1.5 text-xs', icon: 16 },
  md: { button: 'h-10 min-w-10 px-2.5 text-sm', icon: 18 },
  lg: { button: 'h-12 min-w-12 px-3 text-base', icon: 22 },
};

type ThemeToggleProps = {
  size?: ThemeToggleSize;
  /** Shows the theme the button switches to, which keeps the visible text inside the accessible name. */
  showLabel?: boolean;
  className?: string;
};

export function ThemeToggle({ size = 'md', showLabel = false, className }: ThemeToggleProps) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = next === 'light' ? Sun : Moon;
  const styles = sizeStyles[size];

  return (
    <button
      type="button"
      // public/theme-init.js switches the theme on a tap before React listens (issue 37).
      data-theme-toggle=""
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium text-muted-foreground transition-colors',
        'hover:bg-surface-muted hover:text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        styles.button,
        className,
      )}
    >
      <Icon size={styles.icon} aria-hidden="true" />
      {showLabel && <span>{next === 'light' ? 'Light' : 'Dark'}</span>}
    </button>
  );
}
