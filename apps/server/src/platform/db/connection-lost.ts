/**
 * PostgreSQL's codes for a server that is going away or not taking connections yet (admin_shutdown,
 * crash_shutdown, cannot_connect_now), and the socket errors of a connection cut or refused.
 */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** What pg says of a connection that ended under a query, or of a client whose connection had failed. */
const LOST_MESSAGES = /^Connection terminated|is not queryable|^timeout exceeded when trying to connect/;

/**
 * True when `error` (or an error it wraps: drizzle wraps the driver's in `cause`) means the database
 * connection was lost or could not be made, not that a statement was wrong: the request or job may
 * be tried again once the database is back. Class 08 is SQL's connection exception.
 */
export function isConnectionLost(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (LOST_CODES.has(code) || code.startsWith('08'))) return true;
    if (LOST_MESSAGES.test(cause.message)) return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * Runs `work` again while it fails only because the database connection was lost, waiting a little
 * longer each time (up to 5 s), for at most `maxWaitMs`: a worker's step that must not be dropped
 * (claiming a run, ending it) resumes as soon as the database is back. The work must be safe to
 * repeat, as a transaction that checks state under a lock is.
 */
export async function retryWhileConnectionLost<T>(
  work: () => Promise<T>,
  options: { onRetry?: (error: unknown) => void; maxWaitMs?: number } = {},
): Promise<T> {
  const { onRetry = () => {}, maxWaitMs = 120_000 } = options;
  const giveUpAt = Date.now() + maxWaitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionLost(error) || Date.now() >= giveUpAt) throw error;
      onRetry(error);
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 5_000)));
    }
  }
}
