/** The page a signed-out user asked for, carried through /login as ?next=. */
export const NEXT_PARAM = 'next';

/**
 * Only paths inside this app are followed after sign-in: `//evil.example` or an absolute URL in
 * ?next= would otherwise turn the sign-in page into an open redirect.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}
