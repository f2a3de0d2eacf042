import { vi } from 'vitest';

type Answer =
  { status?: number; body: unknown } | ((url: URL, init?: RequestInit) => { status?: number; body: unknown });

/**
 * Replaces fetch with answers chosen by path (the longest matching prefix wins), so a page that calls
 * several endpoints (session, catalogue, categories) gets the right one for each. Unknown paths 404.
 */
export function stubApi(routes: Record<string, Answer>) {
  const paths = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = paths.find((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix));
    const route = path ? routes[path]! : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } };
    const answer = typeof route === 'function' ? route(url, init) : route;
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

export const signedOut = { body: { user: null } };
export const signedInAs = (overrides: Record<string, unknown> = {}) => ({
  body: {
    user: {
      id: 'user-1',
      email: 'ada@example.com',
      emailVerified: true,
      fullName: 'Ada Lovelace',
      isAdmin: false,
      tokenBalance: 120,
      ...overrides,
    },
  },
});
