import { SignedOutActions } from '@/components/layout/signed-out-actions';
import { useSession } from '../api/get-session';
import { useLogout } from '../api/use-logout';
import { AccountMenu } from './account-menu';
import { TokenChip } from './token-chip';

/** The right side of the top bar: Login and Sign Up, or the token chip and the avatar menu. */
export function TopBarAccount() {
  const { user, isPending } = useSession();
  const logout = useLogout();
  // Neither set of buttons until we know, so a signed-in user never sees Login flash by.
  if (isPending) return <div className="h-9 w-32" aria-hidden="true" />;
  if (!user) return <SignedOutActions />;
  return (
    <div className="flex items-center gap-3">
      <TokenChip balance={user.tokenBalance} />
      <AccountMenu user={user} onSignOut={logout} />
    </div>
  );
}
