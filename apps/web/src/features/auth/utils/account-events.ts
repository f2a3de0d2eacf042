import type { SessionCache } from '../api/get-session';

/** The balance a `balance` event carries, or null when its data is not one (never throws). */
export function balanceFromEvent(data: string): number | null {
  try {
    const { balance } = JSON.parse(data) as { balance?: unknown };
    return Number.isInteger(balance) ? (balance as number) : null;
  } catch {
    return null;
  }
}

/** The cached session with the signed-in user's new balance; the same object when nothing changes. */
export function sessionWithBalance(session: SessionCache | undefined, balance: number): SessionCache | undefined {
  if (!session?.user || session.user.tokenBalance === balance) return session;
  return { ...session, user: { ...session.user, tokenBalance: balance } };
}
