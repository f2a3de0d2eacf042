/** Failed deliveries are retried for this long after the run ended (issue 8). */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * When to try again after `failedAttempts` failures: 1 min, 2, 4 … doubling up to an hour apart,
 * or null once that would fall outside the 24 hours after the delivery was created.
 */
export function nextAttemptAt(createdAt: Date, failedAttempts: number, now: Date): Date | null {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_WAIT_MS);
  const next = new Date(now.getTime() + wait);
  return next.getTime() - createdAt.getTime() <= RETRY_WINDOW_MS ? next : null;
}
