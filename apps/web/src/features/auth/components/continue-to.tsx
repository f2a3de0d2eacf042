import { Navigate } from 'react-router';
import { isServerPath } from '../utils/safe-redirect';
import { FullPageRedirect } from './full-page-redirect';

/**
 * Where a signed-in person goes next: a page of the app, or a server address (an MCP client's
 * authorization request carried through sign-up, decision 032) that only a full page load reaches.
 */
export function ContinueTo({ path }: { path: string }) {
  if (isServerPath(path)) return <FullPageRedirect to={path} label="Returning to the authorization request" />;
  return <Navigate to={path} replace />;
}
