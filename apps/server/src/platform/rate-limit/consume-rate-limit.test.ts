import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { consumeRateLimit, peekRateLimit } from './consume-rate-limit';
import { tooManyAttemptsMessage } from './rate-limit-error';

describe('database rate limits', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const rule = { max: 3, windowSeconds: 600 };
  const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('allows max attempts per window, then refuses until the window has passed', async () => {
    const key = `test:${randomUUID()}`;
    const start = new Date();
    for (let i = 0; i < 3; i += 1)
      expect((await consumeRateLimit(database.db, key, rule, at(start, i))).allowed).toBe(true);
    expect(await consumeRateLimit(database.db, key, rule, at(start, 60))).toEqual({
      allowed: false,
      retryAfterSeconds: 540,
      remaining: 0,
      resetSeconds: 540,
    });
    expect((await peekRateLimit(database.db, key, rule, at(start, 599))).allowed).toBe(false);
    expect((await consumeRateLimit(database.db, key, rule, at(start, 601))).allowed).toBe(true);
  });

  it('counts concurrent attempts exactly once each', async () => {
    const key = `test:${randomUUID()}`;
    const decisions = await Promise.all(Array.from({ length: 6 }, () => consumeRateLimit(database.db, key, rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });

  it('peeking counts nothing', async () => {
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 5; i += 1) expect((await peekRateLimit(database.db, key, rule)).allowed).toBe(true);
  });

  it.each([
    [30, 'Too many attempts, try again in 1 minute'],
    [61, 'Too many attempts, try again in 2 minutes'],
    [900, 'Too many attempts, try again in 15 minutes'],
  ])('after %i seconds to wait the message says "%s"', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });
});
