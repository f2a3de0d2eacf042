import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { debit, credit } from '../ledger';

describe('budget settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = (cookie?: string) => t.app.inject({ url: '/api/budget', headers: cookie ? { cookie } : {} });
  const save = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/budget', headers: cookie ? { cookie } : {}, payload });

  it('a new user has no budget and has spent nothing this month', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await read(cookie);
    expect(response.statusCode).toBe(200);
    const startOfMonth = new Date();
    startOfMonth.setUTCDate(1);
    startOfMonth.setUTCHours(0, 0, 0, 0);
    expect(response.json()).toEqual({
      monthlyCapTokens: null,
      lowBalanceThreshold: null,
      spentThisMonth: 0,
      monthStartsAt: startOfMonth.toISOString(),
    });
  });

  it('a user sets a cap and a threshold, then removes the cap', async () => {
    const { cookie } = await createSignedInUser(t);
    const saved = await save(cookie, { monthlyCapTokens: 5000, lowBalanceThreshold: 200 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ monthlyCapTokens: 5000, lowBalanceThreshold: 200 });
    await save(cookie, { monthlyCapTokens: null, lowBalanceThreshold: 200 });
    expect((await read(cookie)).json()).toMatchObject({ monthlyCapTokens: null, lowBalanceThreshold: 200 });
  });

  it.each([
    [{ monthlyCapTokens: 0, lowBalanceThreshold: null }, 'Monthly budget must be at least 1 token'],
    [{ monthlyCapTokens: 10.5, lowBalanceThreshold: null }, 'Monthly budget must be a whole number of tokens'],
    [{ monthlyCapTokens: null, lowBalanceThreshold: -3 }, 'Low-balance threshold must be at least 1 token'],
    [
      { monthlyCapTokens: 2_000_000_000, lowBalanceThreshold: null },
      'Monthly budget must be at most 1,000,000,000 tokens',
    ],
    [{ monthlyCapTokens: '100', lowBalanceThreshold: null }, 'Monthly budget must be a whole number of tokens'],
  ])('%j is refused with a message saying why', async (payload, message) => {
    const { cookie } = await createSignedInUser(t);
    const response = await save(cookie, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.details.map((d: { message: string }) => d.message)).toContain(message);
    expect((await read(cookie)).json()).toMatchObject({ monthlyCapTokens: null, lowBalanceThreshold: null });
  });

  it('a signed-out visitor can neither read nor set a budget', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, { monthlyCapTokens: 10, lowBalanceThreshold: null })).statusCode).toBe(401);
  });

  it("each user sees and changes only their own budget and their own month's spend", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    await credit(t.database.db, {
      userId: owner.user.id,
      type: 'admin_adjustment',
      amount: 100,
      expiresAt: null,
      description: 'Test tokens',
    });
    const runId = crypto.randomUUID();
    await debit(t.database.db, { userId: owner.user.id, amount: 30, runId, description: 'Run of a test' });
    await save(owner.cookie, { monthlyCapTokens: 500, lowBalanceThreshold: null });
    await save(other.cookie, { monthlyCapTokens: 9, lowBalanceThreshold: 1 });
    expect((await read(owner.cookie)).json()).toMatchObject({ monthlyCapTokens: 500, spentThisMonth: 30 });
    expect((await read(other.cookie)).json()).toMatchObject({ monthlyCapTokens: 9, spentThisMonth: 0 });
  });
});
