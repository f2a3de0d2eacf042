import type { Database } from '../db/database';
import { consumeRateLimit, type RateLimitCount } from './consume-rate-limit';

/** Requests per minute an API key, and all of one user's keys together, may send; 0 = no limit. */
export interface ApiQuota {
  perKey: number;
  perUser: number;
}

/** The counted request under the tighter of the two limits: what the RateLimit-* headers report. */
export interface ApiQuotaState extends RateLimitCount {
  limit: number;
}

const WINDOW_SECONDS = 60;

/**
 * Counts one API request against its key and its owner in `request_counters`, so every process
 * shares the counts (decision 030). Both are counted even when one refuses, like enforceRateLimits.
 */
export async function consumeApiQuota(
  db: Database,
  quota: ApiQuota,
  caller: { apiKeyId: string; userId: string },
  now: Date = new Date(),
): Promise<ApiQuotaState | null> {
  const rules = [
    { key: `api:key:${caller.apiKeyId}`, max: quota.perKey },
    { key: `api:user:${caller.userId}`, max: quota.perUser },
  ].filter((rule) => rule.max > 0);
  const counts = await Promise.all(
    rules.map(async ({ key, max }) => ({
      limit: max,
      ...(await consumeRateLimit(db, key, { max, windowSeconds: WINDOW_SECONDS }, now)),
    })),
  );
  // A refusal wins; otherwise the limit closest to running out.
  const ranked = counts.sort((a, b) => Number(a.allowed) - Number(b.allowed) || a.remaining - b.remaining);
  return ranked[0] ?? null;
}

/** RFC 9110 Retry-After and the RateLimit-* fields of draft-ietf-httpapi-ratelimit-headers. */
export function apiQuotaHeaders(state: ApiQuotaState): Record<string, string> {
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetSeconds),
    ...(state.allowed ? {} : { 'retry-after': String(state.retryAfterSeconds) }),
  };
}
