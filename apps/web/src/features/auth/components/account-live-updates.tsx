import { useSession } from '../api/get-session';
import { useAccountEvents } from '../hooks/use-account-events';

/** Renders nothing: keeps the signed-in user's balances and run lists live on every page. */
export function AccountLiveUpdates() {
  const { user } = useSession();
  useAccountEvents(user !== null);
  return null;
}
