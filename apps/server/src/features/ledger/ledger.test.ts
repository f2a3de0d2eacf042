import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database';
import { ledgerEntries, ledgerLotMovements, tokenLots } from '../../platform/db/schema';
import { AppError } from '../../platform/errors/app-error';
import { createUserWithProfile } from '../../test/factories';
import { openTestDatabase } from '../../test/test-database';
import { readLedgerState } from './ledger-invariants';
import {
  adjustBalance,
  credit,
  debit,
  expireDueTokens,
  hold,
  refundDebit,
  releaseHold,
  runLedgerKeys,
  settleHold,
} from './ledger.service';

const day = 86_400_000;
const t0 = new Date('2026-03-01T10:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * day);

describe('token ledger', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const db = () => database.db;

  const buy = (userId: string, amount: number, expiresInDays: number | null, key?: string) =>
    credit(db(), {
      userId,
      type: 'purchase',
      amount,
      description: `Purchased ${amount} tokens`,
      expiresAt: expiresInDays === null ? null : at(expiresInDays),
      idempotencyKey: key,
      now: t0,
    });

  const lotsOf = (userId: string) =>
    db()
      .select()
      .from(tokenLots)
      .where(eq(tokenLots.userId, userId))
      .orderBy(sql`expires_at asc nulls first`);

  const expectConsistent = async (userId: string, now = t0) => {
    const state = await readLedgerState(db(), userId, now);
    expect(state.sumOfEntries).toBe(state.balance);
    expect(state.sumOfLots).toBe(state.balance);
    expect(state.lotsOffTheirMovements).toBe(0);
    return state;
  };

  it('a purchase adds a lot that expires on its date and one entry with the new balance', async () => {
    const userId = await createUserWithProfile(db());
    const result = await buy(userId, 250, 90);
    expect(result).toMatchObject({ applied: true, balance: 250 });
    expect(result.entries).toHaveLength(1);
    expect(result.entries[0]).toMatchObject({ type: 'purchase', amount: 250, balanceAfter: 250, expiresAt: at(90) });
    const [lot] = await lotsOf(userId);
    expect(lot).toMatchObject({ source: 'purchase', originalAmount: 250, remainingAmount: 250, expiresAt: at(90) });
    await expectConsistent(userId);
  });

  it('spending takes the soonest-expiring lot first and never-expiring tokens last', async () => {
    const userId = await createUserWithProfile(db());
    await credit(db(), {
      userId,
      type: 'admin_adjustment',
      amount: 40,
      description: 'grant',
      expiresAt: null,
      now: t0,
    });
    await buy(userId, 100, 60);
    await buy(userId, 100, 30);
    const result = await debit(db(), { userId, amount: 150, description: 'Automation Run', now: t0 });
    expect(result.entries[0]).toMatchObject({ type: 'deduction', amount: -150, balanceAfter: 90 });
    const remaining = (await lotsOf(userId)).map((lot) => [
      lot.expiresAt?.toISOString() ?? 'never',
      lot.remainingAmount,
    ]);
    expect(remaining).toEqual([
      ['never', 40],
      [at(30).toISOString(), 0],
      [at(60).toISOString(), 50],
    ]);
    await expectConsistent(userId);
  });

  it('a charge made when a lot has come due expires that lot first, then spends from the next', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 30, 1);
    await buy(userId, 100, 60);
    const result = await debit(db(), { userId, amount: 40, description: 'Automation Run', now: at(2) });
    expect(result.entries.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['expiration', -30, 100],
      ['deduction', -40, 60],
    ]);
    expect((await lotsOf(userId)).map((lot) => lot.remainingAmount)).toEqual([0, 60]);
    await expectConsistent(userId, at(2));
  });

  it('a charge short of tokens once due lots expire names the balance they leave', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 30, 1);
    await buy(userId, 20, 60);
    const attempt = debit(db(), { userId, amount: 40, description: 'Automation Run', now: at(2) });
    await expect(attempt).rejects.toThrow('this needs 40 and your balance is 20');
    await expectConsistent(userId);
  });

  it('a charge larger than the balance is refused with INSUFFICIENT_TOKENS and changes nothing', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 100, 90);
    const attempt = debit(db(), { userId, amount: 101, description: 'Automation Run', now: t0 });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_TOKENS' });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    expect((await expectConsistent(userId)).balance).toBe(100);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
    expect(entries).toHaveLength(1);
  });

  it('an operation repeated with the same key applies once and answers with the first result', async () => {
    const userId = await createUserWithProfile(db());
    const first = await buy(userId, 100, 90, `purchase:${userId}`);
    const again = await buy(userId, 100, 90, `purchase:${userId}`);
    expect(again.applied).toBe(false);
    expect(again.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
    const charge = { userId, amount: 30, description: 'Automation Run', idempotencyKey: `run:${userId}`, now: t0 };
    await debit(db(), charge);
    expect((await debit(db(), charge)).applied).toBe(false);
    expect((await expectConsistent(userId)).balance).toBe(70);
  });

  it('a hold reserves tokens; settling charges the actual cost, capped at the hold, and releases the rest', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 200, 90);
    const keys = runLedgerKeys(crypto.randomUUID());
    const held = await hold(db(), { userId, amount: 120, description: 'Reserve', idempotencyKey: keys.hold, now: t0 });
    expect(held.entries[0]).toMatchObject({ type: 'hold', amount: -120, balanceAfter: 80 });

    const settled = await settleHold(db(), { userId, holdKey: keys.hold, charge: 35, description: 'Run', now: t0 });
    expect(settled.entries.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['release', 120, 200],
      ['deduction', -35, 165],
    ]);
    expect((await expectConsistent(userId)).balance).toBe(165);

    const other = runLedgerKeys(crypto.randomUUID());
    await hold(db(), { userId, amount: 50, description: 'Reserve', idempotencyKey: other.hold, now: t0 });
    const capped = await settleHold(db(), { userId, holdKey: other.hold, charge: 80, description: 'Run', now: t0 });
    expect(capped.entries.at(-1)).toMatchObject({ type: 'deduction', amount: -50, balanceAfter: 115 });
  });

  it('a released hold gives every token back to its lot, and a later settle or release changes nothing', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 30, 20);
    await buy(userId, 100, 90);
    const before = await lotsOf(userId);
    const keys = runLedgerKeys(crypto.randomUUID());
    await hold(db(), { userId, amount: 60, description: 'Reserve', idempotencyKey: keys.hold, now: t0 });
    const released = await releaseHold(db(), { userId, holdKey: keys.hold, description: 'Run failed', now: t0 });
    expect(released.entries.map((e) => [e.type, e.amount])).toEqual([['release', 60]]);
    expect((await lotsOf(userId)).map((l) => l.remainingAmount)).toEqual(before.map((l) => l.remainingAmount));

    const late = await settleHold(db(), { userId, holdKey: keys.hold, charge: 10, description: 'Run', now: t0 });
    expect(late.applied).toBe(false);
    expect((await expectConsistent(userId)).balance).toBe(130);
  });

  it('a refund returns a charge to the lots it came from, once', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 50, 10);
    await buy(userId, 50, 90);
    const keys = runLedgerKeys(crypto.randomUUID());
    await debit(db(), { userId, amount: 70, description: 'Run', idempotencyKey: keys.charge, now: t0 });
    const refund = await refundDebit(db(), {
      userId,
      debitKey: keys.charge,
      description: 'Refund: run failed',
      now: t0,
    });
    expect(refund.entries).toMatchObject([{ type: 'refund', amount: 70, balanceAfter: 100 }]);
    expect((await lotsOf(userId)).map((l) => l.remainingAmount)).toEqual([50, 50]);
    expect((await refundDebit(db(), { userId, debitKey: keys.charge, description: 'again', now: t0 })).applied).toBe(
      false,
    );
    await expect(
      refundDebit(db(), { userId, debitKey: 'run:unknown:charge', description: 'x', now: t0 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expectConsistent(userId);
  });

  it('tokens given back to a lot that expired during a run expire at once', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 100, 1);
    const keys = runLedgerKeys(crypto.randomUUID());
    await hold(db(), { userId, amount: 80, description: 'Reserve', idempotencyKey: keys.hold, now: t0 });
    const later = at(2);
    const settled = await settleHold(db(), { userId, holdKey: keys.hold, charge: 30, description: 'Run', now: later });
    // The 20 never reserved expired first; the run's 30 came from the reserve; the other 50 expire.
    expect(settled.entries.map((e) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['expiration', -20, 0],
      ['release', 80, 80],
      ['deduction', -30, 50],
      ['expiration', -50, 0],
    ]);
    const state = await expectConsistent(userId, later);
    expect(state.expiredButHeld).toBe(0);
  });

  it('lots past their expiry write one expiration entry each, once', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 100, 10);
    await buy(userId, 60, 20);
    await buy(userId, 40, 30);
    await debit(db(), { userId, amount: 30, description: 'Run', now: t0 });

    expect(await expireDueTokens(db(), at(25))).toBeGreaterThanOrEqual(2);
    const expirations = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.type, 'expiration')))
      .orderBy(ledgerEntries.seq);
    expect(expirations.map((e) => [e.amount, e.balanceAfter])).toEqual([
      [-70, 100],
      [-60, 40],
    ]);
    expect(expirations[0]!.description).toBe('70 unused tokens expired (purchase of Mar 1, 2026)');
    await expireDueTokens(db(), at(25));
    const state = await expectConsistent(userId, at(25));
    expect(state).toMatchObject({ balance: 40, expiredButHeld: 0 });
  });

  it('expired tokens cannot be spent even before the expiry job has run', async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 100, 5);
    const attempt = debit(db(), { userId, amount: 10, description: 'Run', now: at(6) });
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_TOKENS' });
  });

  it('an admin adjustment adds tokens that never expire, and refuses to take the balance below zero', async () => {
    const userId = await createUserWithProfile(db());
    const adminUserId = await createUserWithProfile(db());
    const added = await adjustBalance(db(), { userId, adminUserId, amount: 25, description: 'Admin adjustment' });
    expect(added.entries[0]).toMatchObject({ type: 'admin_adjustment', amount: 25, adminUserId, expiresAt: null });
    await expect(
      adjustBalance(db(), { userId, adminUserId, amount: -26, description: 'Admin adjustment' }),
    ).rejects.toThrow('New balance cannot be negative');
    const taken = await adjustBalance(db(), { userId, adminUserId, amount: -25, description: 'Admin adjustment' });
    expect(taken.entries[0]).toMatchObject({ amount: -25, balanceAfter: 0 });
    await expect(adjustBalance(db(), { userId, adminUserId, amount: 0, description: 'x' })).rejects.toThrow(
      'Amount cannot be zero',
    );
  });

  it("a charge made inside the caller's transaction is undone when that transaction fails", async () => {
    const userId = await createUserWithProfile(db());
    await buy(userId, 100, 90);
    await expect(
      db().transaction(async (tx) => {
        await debit(tx, { userId, amount: 40, description: 'Run', now: t0 });
        throw new Error('the run could not be queued');
      }),
    ).rejects.toThrow('the run could not be queued');
    expect((await expectConsistent(userId)).balance).toBe(100);
  });

  it('lot movements, like ledger entries, can never be changed or deleted', async () => {
    const userId = await createUserWithProfile(db());
    const result = await buy(userId, 10, 90);
    const movement = eq(ledgerLotMovements.entryId, result.entries[0]!.id);
    await expect(db().update(ledgerLotMovements).set({ amount: 99 }).where(movement)).rejects.toThrow();
    await expect(db().delete(ledgerLotMovements).where(movement)).rejects.toThrow();
    await expect(db().delete(ledgerEntries).where(eq(ledgerEntries.userId, userId))).rejects.toThrow();
  });

  it('a user without a profile cannot be credited', async () => {
    await expect(
      credit(db(), { userId: 'nobody', type: 'bonus', amount: 5, description: 'x', expiresAt: null }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
