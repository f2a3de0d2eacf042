import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { AppError } from '../../platform/errors/app-error';
import { createUserWithProfile } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { readLedgerState } from './ledger-invariants';
import {
  credit,
  debit,
  expireDueTokens,
  hold,
  refundDebit,
  releaseHold,
  runLedgerKeys,
  settleHold,
} from './ledger.service';

const step = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    amount: fc.integer({ min: 1, max: 200 }),
    days: fc.option(fc.integer({ min: 1, max: 60 })),
  }),
  fc.record({ kind: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 150 }) }),
  fc.record({ kind: fc.constant('hold' as const), amount: fc.integer({ min: 1, max: 150 }) }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), charge: fc.integer({ min: 0, max: 200 }) }),
  fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('expire' as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

describe('token ledger properties', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('any sequence of credits, charges, holds, settles, releases, refunds and expiry keeps balance = entries = unexpired lots >= 0', async () => {
    const db = database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const userId = await createUserWithProfile(db);
        let now = new Date('2026-01-01T00:00:00Z');
        const holds: string[] = [];
        const charges: string[] = [];
        const spendable = async () => {
          const [row] = await queryRows<{ sum: number }>(
            db,
            sql`select coalesce(sum(remaining_amount), 0)::int as sum from token_lots
              where user_id = ${userId} and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
          );
          return row!.sum;
        };
        const apply = async (s: Step) => {
          const base = { userId, description: s.kind, now };
          switch (s.kind) {
            case 'credit': {
              const expiresAt = s.days === null ? null : new Date(now.getTime() + s.days * 86_400_000);
              return credit(db, { ...base, type: 'purchase', amount: s.amount, expiresAt });
            }
            case 'debit': {
              const key = runLedgerKeys(crypto.randomUUID()).charge;
              const result = await debit(db, { ...base, amount: s.amount, idempotencyKey: key });
              charges.push(key);
              return result;
            }
            case 'hold': {
              const key = runLedgerKeys(crypto.randomUUID()).hold;
              const result = await hold(db, { ...base, amount: s.amount, idempotencyKey: key });
              holds.push(key);
              return result;
            }
            case 'settle':
            case 'release': {
              const holdKey = holds[s.pick % Math.max(1, holds.length)];
              if (!holdKey) return;
              return s.kind === 'settle'
                ? settleHold(db, { ...base, holdKey, charge: s.charge })
                : releaseHold(db, { ...base, holdKey });
            }
            case 'refund': {
              const debitKey = charges[s.pick % Math.max(1, charges.length)];
              if (debitKey) return refundDebit(db, { ...base, debitKey });
              return;
            }
            case 'advance':
              now = new Date(now.getTime() + s.days * 86_400_000);
              return;
            case 'expire':
              return expireDueTokens(db, now);
          }
        };

        for (const s of steps) {
          const affordable = await spendable();
          let operated = true;
          try {
            const result = await apply(s);
            // A replayed idempotency key changes nothing at all, expiry included.
            operated = result !== undefined && (result as { applied?: boolean }).applied !== false;
            if (s.kind === 'debit' || s.kind === 'hold') expect(s.amount).toBeLessThanOrEqual(affordable);
          } catch (error) {
            // A refusal rolls back the whole operation, its expiry included; the next one redoes it.
            operated = false;
            // The only refusal allowed: a charge or hold above the unexpired tokens.
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).code).toBe('INSUFFICIENT_TOKENS');
            expect(s.kind === 'debit' || s.kind === 'hold').toBe(true);
            expect((s as { amount: number }).amount).toBeGreaterThan(affordable);
          }
          const state = await readLedgerState(db, userId, now);
          expect(state.balance).toBeGreaterThanOrEqual(0);
          expect(state.sumOfEntries).toBe(state.balance);
          expect(state.sumOfLots).toBe(state.balance);
          expect(state.lotsOffTheirMovements).toBe(0);
          // Every operation expires what is due first; only time passing leaves expired tokens held.
          if (operated) expect(state.expiredButHeld).toBe(0);
        }
      }),
      {
        numRuns: 100,
        // Found by an earlier run: a refund replayed after its lot expired must not count as an operation.
        examples: [
          [
            [
              { kind: 'credit', amount: 50, days: 1 },
              { kind: 'debit', amount: 10 },
              { kind: 'refund', pick: 0 },
              { kind: 'advance', days: 2 },
              { kind: 'refund', pick: 0 },
            ],
          ],
        ],
      },
    );
  });
});
