import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { consumeRateLimit, peekRateLimit, type RateLimitDecision, type RateLimitRule } from './consume-rate-limit';

/** The one message for every abuse limit, rounded up to whole minutes. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export interface RateLimitCheck extends RateLimitRule {
  key: string;
}

/**
 * Counts the attempt against every check (e.g. per IP and per e-mail) and throws 429 RATE_LIMITED with
 * a Retry-After header when any is over its limit. All checks are counted even when one fails, so a
 * caller cannot dodge one counter by tripping another.
 */
export async function enforceRateLimits(
  db: Database,
  reply: FastifyReply,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<void> {
  const decisions = await Promise.all(checks.map(({ key, ...rule }) => consumeRateLimit(db, key, rule, now)));
  refuseWhenLimited(reply, decisions);
}

/** Like enforceRateLimits, but counts nothing: for limits on failures, counted with countRateLimits. */
export async function checkRateLimits(
  db: Database,
  reply: FastifyReply,
  checks: RateLimitCheck[],
  now: Date = new Date(),
): Promise<void> {
  const decisions = await Promise.all(checks.map(({ key, ...rule }) => peekRateLimit(db, key, rule, now)));
  refuseWhenLimited(reply, decisions);
}

export async function countRateLimits(db: Database, checks: RateLimitCheck[], now: Date = new Date()): Promise<void> {
  await Promise.all(checks.map(({ key, ...rule }) => consumeRateLimit(db, key, rule, now)));
}

function refuseWhenLimited(reply: FastifyReply, decisions: RateLimitDecision[]) {
  const retryAfter = Math.max(0, ...decisions.filter((d) => !d.allowed).map((d) => d.retryAfterSeconds));
  if (retryAfter === 0) return;
  reply.header('retry-after', String(retryAfter));
  throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfter));
}
