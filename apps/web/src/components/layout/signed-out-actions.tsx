import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type SignedOutActionsProps = { stacked?: boolean; onNavigate?: () => void };

/** Login and Sign Up, for visitors; the auth feature shows these or the signed-in account controls. */
export function SignedOutActions({ stacked = false, onNavigate }: SignedOutActionsProps) {
  const size = stacked ? 'lg' : 'sm';
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <Link to="/login" onClick={onNavigate} className={buttonStyles({ variant: 'ghost', size })}>
        Login
      </Link>
      <Link to="/signup" onClick={onNavigate} className={buttonStyles({ size })}>
        Sign Up
      </Link>
    </div>
  );
}
