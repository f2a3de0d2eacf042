/** Tabs of the app tell each other when the signed-in person changes. */
export const SESSION_CHANNEL = 'basalt-session';

let knownSession: string | null | undefined;

/**
 * Called with each session this tab reads: when it differs from what this tab knew (a confirmation
 * link opened in another tab signs the person in there), the other tabs hear of it.
 */
export function announceSession(user: { id: string; emailVerified: boolean } | null): void {
  // The server renders pages too: it has no other tabs, and no one person's session to keep here.
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return;
  const session = user ? `${user.id}:${user.emailVerified}` : null;
  if (session === knownSession) return;
  const first = knownSession === undefined;
  knownSession = session;
  // A signed-out first load has nothing to tell: no other tab waits for a sign-out.
  if (first && session === null) return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: 'session-changed' });
  channel.close();
}
