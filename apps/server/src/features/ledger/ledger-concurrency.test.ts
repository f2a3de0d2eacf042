import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { ledgerEntries } from '../../platform/db/schema';
import { createUserWithProfile } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { readLedgerState } from './ledger-invariants';
import { credit, debit, hold, releaseHold, runLedgerKeys, settleHold } from './ledger.service';

/** On PostgreSQL these race on real connections; on PGlite they interleave on one. Both must hold. */
describe('token ledger under concurrency', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const db = () => database.db;
  const now = new Date();
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it('50 parallel charges against a balance that covers 23 of them: 23 recorded, 27 refused, never below zero', async () => {
    const userId = await createUserWithProfile(db());
    for (const [amount, days] of [
      [100, 30],
      [80, 60],
      [50, 90],
    ] as const) {
      await credit(db(), { userId, type: 'purchase', amount, description: 'Bought', expiresAt: inDays(days) });
    }

    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        debit(db(), { userId, amount: 10, description: `Run ${i}`, idempotencyKey: `run:${randomUUID()}:charge` }),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(23);
    expect(refused).toHaveLength(27);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: 'INSUFFICIENT_TOKENS' });
    }
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    const deductions = entries.filter((e) => e.type === 'deduction');
    expect(deductions).toHaveLength(23);
    // Applied one after another: every charge saw the balance the previous one left.
    expect(deductions.map((e) => e.balanceAfter).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 23 }, (_, i) => 220 - i * 10),
    );
    expect(await readLedgerState(db(), userId, now)).toMatchObject({
      balance: 0,
      sumOfEntries: 0,
      sumOfLots: 0,
      lotsOffTheirMovements: 0,
    });
  });

  it('the same credit sent 10 times at once applies once', async () => {
    const userId = await createUserWithProfile(db());
    const key = `purchase:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        credit(db(), {
          userId,
          type: 'purchase',
          amount: 250,
          description: 'Bought',
          expiresAt: inDays(90),
          idempotencyKey: key,
        }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await readLedgerState(db(), userId, now)).toMatchObject({ balance: 250, sumOfEntries: 250, sumOfLots: 250 });
  });

  it('a hold settled and released at the same moment is closed exactly once', async () => {
    const userId = await createUserWithProfile(db());
    await credit(db(), { userId, type: 'purchase', amount: 100, description: 'Bought', expiresAt: inDays(90) });
    const keys = runLedgerKeys(randomUUID());
    await hold(db(), { userId, amount: 60, description: 'Reserve', idempotencyKey: keys.hold });
    const closings = await Promise.all([
      settleHold(db(), { userId, holdKey: keys.hold, charge: 25, description: 'Run' }),
      releaseHold(db(), { userId, holdKey: keys.hold, description: 'Cancelled' }),
      settleHold(db(), { userId, holdKey: keys.hold, charge: 25, description: 'Run' }),
    ]);
    expect(closings.filter((c) => c.applied)).toHaveLength(1);
    const state = await readLedgerState(db(), userId, now);
    expect([75, 100]).toContain(state.balance);
    expect(state).toMatchObject({ sumOfEntries: state.balance, sumOfLots: state.balance, lotsOffTheirMovements: 0 });
  });
});
