import { cn } from '@/lib/cn';
import { initialsOf } from '../utils/initials';

export function UserAvatar({ fullName, email, className }: { fullName: string; email: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground',
        className,
      )}
    >
      {initialsOf(fullName, email)}
    </span>
  );
}
