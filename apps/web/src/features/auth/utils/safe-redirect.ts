import { isLocalPath } from '@basalt/contracts';

/** The page a signed-out user asked for, carried through /login, /signup and confirmation as ?next=. */
export const NEXT_PARAM = 'next';

/**
 * Only paths inside this app are followed after sign-in: `//evil.example` or an absolute URL in
 * ?next= would otherwise turn the sign-in page into an open redirect. The server applies the same
 * rule to confirmation links.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/dashboard'): string {
  return isLocalPath(value) ? value : fallback;
}

/** A next path the server answers (an OAuth authorization request), not a page of the app: reached by a full page load. */
export const isServerPath = (path: string) => path.startsWith('/api/');

/** `/login?next=…`, `/signup?next=…`; the plain path when there is no (safe) next page. */
export function withNext(path: '/login' | '/signup' | '/verification-pending', next: string | null | undefined) {
  const safe = safeNextPath(next, '');
  return safe ? `${path}?${new URLSearchParams({ [NEXT_PARAM]: safe })}` : path;
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  return withNext('/login', `${location.pathname}${location.search}${location.hash}`);
}
