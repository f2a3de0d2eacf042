import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../api/get-session';
import { loginPathFor } from '../utils/safe-redirect';
import { PageSpinner } from './page-spinner';

/**
 * Protected pages (spec §2): a spinner while the session loads, signed-out visitors to /login (and
 * back here afterwards), unconfirmed accounts to /verification-pending. The server enforces the
 * same on every API call; this only decides what to show.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const { user, isPending, signedOutOnPurpose } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Loading your account" />;
  if (!user) return <Navigate to={signedOutOnPurpose ? '/' : loginPathFor(location)} replace />;
  if (!user.emailVerified) return <Navigate to="/verification-pending" replace />;
  return children ?? <Outlet />;
}
