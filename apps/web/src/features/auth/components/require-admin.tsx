import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../api/get-session';
import { AccessDenied } from './access-denied';
import { RequireUser } from './require-user';

function AdminOnly({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  if (!user?.isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}

/** Admin pages: the RequireUser rules, then the spec's Access Denied panel for everyone but admins. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireUser>
      <AdminOnly>{children}</AdminOnly>
    </RequireUser>
  );
}
