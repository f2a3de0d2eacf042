import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import {
  checkRateLimits,
  countRateLimits,
  enforceRateLimits,
  type RateLimitCheck,
  type RateLimitRule,
} from '../rate-limit';

interface AuthLimit {
  perIp: RateLimitRule;
  perEmail?: RateLimitRule;
  /** Count only refused attempts (wrong passwords), so people who sign in often are never blocked. */
  failures?: (status: number) => boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Abuse limits on the auth endpoints, keyed by `POST <better-auth path>`. */
export const authLimits: Record<string, AuthLimit> = {
  'POST /sign-in/email': {
    perIp: { max: 30, windowSeconds: 15 * MINUTE },
    perEmail: { max: 10, windowSeconds: 15 * MINUTE },
    failures: (status) => status === 401,
  },
  'POST /sign-up/email': { perIp: { max: 10, windowSeconds: HOUR }, perEmail: { max: 5, windowSeconds: HOUR } },
  'POST /request-password-reset': {
    perIp: { max: 10, windowSeconds: HOUR },
    perEmail: { max: 5, windowSeconds: HOUR },
  },
  'POST /send-verification-email': {
    perIp: { max: 10, windowSeconds: HOUR },
    perEmail: { max: 5, windowSeconds: HOUR },
  },
  // Anyone may register an MCP client (OAuth dynamic registration): each one is a stored row.
  'POST /mcp/register': { perIp: { max: 20, windowSeconds: HOUR } },
  'POST /reset-password': { perIp: { max: 10, windowSeconds: 15 * MINUTE } },
  'POST /change-password': {
    perIp: { max: 10, windowSeconds: 15 * MINUTE },
    failures: (status) => status === 400 || status === 401,
  },
};

export interface AuthAttempt {
  method: string;
  /** better-auth path, without /api/auth. */
  path: string;
  ip: string;
  email?: string;
}

/**
 * Applies the limit of one auth request: before it runs (refusing with 429 when over), and returns
 * what to do once the answer's status is known.
 */
export async function limitAuthAttempt(
  db: Database,
  reply: FastifyReply,
  attempt: AuthAttempt,
): Promise<(status: number) => Promise<void>> {
  const limit = authLimits[`${attempt.method} ${attempt.path}`];
  if (!limit) return async () => {};
  const name = attempt.path.replace(/^\//, '').replace(/\//g, '-');
  const checks: RateLimitCheck[] = [{ key: `auth:${name}:ip:${attempt.ip}`, ...limit.perIp }];
  if (limit.perEmail && attempt.email) {
    checks.push({ key: `auth:${name}:email:${attempt.email.trim().toLowerCase()}`, ...limit.perEmail });
  }
  const failures = limit.failures;
  if (!failures) {
    await enforceRateLimits(db, reply, checks);
    return async () => {};
  }
  await checkRateLimits(db, reply, checks);
  return async (status) => {
    if (failures(status)) await countRateLimits(db, checks);
  };
}
