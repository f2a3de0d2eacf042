import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/get-session';
import { pendingEmail } from '../utils/pending-email';
import { loginPathFor, withNext } from '../utils/safe-redirect';
import { PageSpinner } from './page-spinner';

/**
 * Protected pages (spec §2): a spinner while the session loads, signed-out visitors to /login (and
 * back here afterwards), unconfirmed accounts to /verification-pending. An unconfirmed account has
 * no session (sign-in is refused until confirmation), so it is recognised by the address this tab
 * signed up or tried to sign in with. The server enforces the same on every API call; this only
 * decides what to show.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { user, isPending, signedOutOnPurpose } = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (isPending) return <PageSpinner label="Loading your account" />;
  if (!user && !signedOutOnPurpose && pendingEmail.read()) {
    return <Navigate to={withNext('/verification-pending', here)} replace />;
  }
  if (!user) return <Navigate to={signedOutOnPurpose ? '/' : loginPathFor(location)} replace />;
  if (!user.emailVerified) return <Navigate to={withNext('/verification-pending', here)} replace />;
  return children ?? <Outlet />;
}
