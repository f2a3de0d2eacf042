import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type SignedOutActionsProps = { stacked?: boolean; onNavigate?: () => void };

// Sign-in state arrives with the auth feature; until then every visitor is signed out.
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
