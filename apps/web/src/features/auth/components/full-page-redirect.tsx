import { useEffect } from 'react';
import { PageSpinner } from './page-spinner';

/** Leaves the single-page app for a server address (an OAuth step), showing a spinner meanwhile. */
export function FullPageRedirect({ to, label }: { to: string; label: string }) {
  useEffect(() => window.location.assign(to), [to]);
  return <PageSpinner label={label} />;
}
