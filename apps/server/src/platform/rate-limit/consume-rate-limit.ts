import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { requestCounters } from '../db/schema';

export interface RateLimitRule {
  /** Attempts allowed per window. */
  max: number;
  /** Window length; at most a day (older counters are pruned). */
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window resets (0 when allowed). */
  retryAfterSeconds: number;
}

/** A counted attempt, with what the RateLimit-* headers tell a client. */
export interface RateLimitCount extends RateLimitDecision {
  /** Attempts left in this window. */
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt against `key` in a fixed window and says whether it is within the limit. One
 * atomic upsert in the database, so every process (and a restarted one) shares the same counters.
 * `now` comes from the caller's clock so that tests can move time.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitCount> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
  const expired = sql`${requestCounters.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${requestCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${nowParam} else ${requestCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: requestCounters.hits, windowStartedAt: requestCounters.windowStartedAt });
  // Counters of idle keys are garbage; a rare sweep keeps the table small without a scheduled job.
  if (Math.random() < 0.01) {
    await db
      .delete(requestCounters)
      .where(lt(requestCounters.windowStartedAt, new Date(now.getTime() - PRUNE_AFTER_MS)));
  }
  const resetsAt = row!.windowStartedAt.getTime() + rule.windowSeconds * 1000;
  const resetSeconds = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
  const remaining = Math.max(0, rule.max - row!.hits);
  if (row!.hits <= rule.max) return { allowed: true, retryAfterSeconds: 0, remaining, resetSeconds };
  return { allowed: false, retryAfterSeconds: resetSeconds, remaining, resetSeconds };
}

/**
 * Whether `key` is already over its limit, without counting an attempt. For limits that count only
 * failures (wrong passwords): check first, count after the failure.
 */
export async function peekRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  const [row] = await db.select().from(requestCounters).where(eq(requestCounters.key, key));
  const resetsAt = row ? row.windowStartedAt.getTime() + rule.windowSeconds * 1000 : 0;
  if (!row || resetsAt <= now.getTime() || row.hits < rule.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)) };
}
