import type {
  GetBudgetResponse,
  ListAdminUsersResponse,
  ListRunsResponse,
  ListTokenTransactionsResponse,
} from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, signInAs } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { demoAccounts } from './demo-accounts';

const demo = demoAccounts.find((account) => !account.isAdmin)!;
const admin = demoAccounts.find((account) => account.isAdmin)!;

/**
 * Issue 15: the seeded demo account's balance, budget tab, run history and ledger tell one story,
 * whatever day of the month the demo is started on.
 */
describe('the seeded demo account’s numbers agree', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    cookie = cookieFrom((await signInAs(t, demo.email, demo.password)).headers['set-cookie']);
  });
  afterAll(() => t.close());

  const get = async <T>(url: string): Promise<T> => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };

  it('the balance is the sum of the ledger', async () => {
    const { balance } = await get<{ balance: number }>('/api/tokens/balance');
    const { transactions } = await get<ListTokenTransactionsResponse>('/api/tokens/transactions?limit=100');
    expect(transactions.length).toBeGreaterThan(0);
    expect(balance).toBe(transactions.reduce((sum, entry) => sum + entry.amount, 0));
    expect(balance).toBe(transactions[0]!.balanceAfter);
  });

  it('“used this month” is this month’s run charges minus their refunds, and no budget is set', async () => {
    const budget = await get<GetBudgetResponse>('/api/budget');
    const { runs } = await get<ListRunsResponse>('/api/runs?range=all_time&limit=100');
    const now = new Date();
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const thisMonth = runs.filter((run) => new Date(run.createdAt).getTime() >= monthStart);
    const net = thisMonth.reduce((sum, run) => sum + run.tokensCharged - run.tokensRefunded, 0);
    expect(budget.spentThisMonth).toBe(net);
    expect(budget.monthlyCapTokens).toBeNull();
  });

  it('every run’s charge and refund is in the ledger', async () => {
    const { runs } = await get<ListRunsResponse>('/api/runs?range=all_time&limit=100');
    const { transactions } = await get<ListTokenTransactionsResponse>('/api/tokens/transactions?limit=100');
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      const entries = transactions.filter((entry) => entry.runId === run.id);
      const charged = -entries.filter((e) => e.amount < 0).reduce((sum, e) => sum + e.amount, 0);
      const refunded = entries.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0);
      expect([run.id, charged, refunded]).toEqual([run.id, run.tokensCharged, run.tokensRefunded]);
    }
  });

  it('an admin sees both demo accounts signed up before anything in the demo history (issue 41)', async () => {
    const adminCookie = cookieFrom((await signInAs(t, admin.email, admin.password)).headers['set-cookie']);
    const list = await t.app.inject({ url: '/api/admin/users', headers: { cookie: adminCookie } });
    expect(list.statusCode).toBe(200);
    const { users } = list.json() as ListAdminUsersResponse;
    const { runs } = await get<ListRunsResponse>('/api/runs?range=all_time&limit=100');
    const { transactions } = await get<ListTokenTransactionsResponse>('/api/tokens/transactions?limit=100');
    const firstEvent = Math.min(...[...runs, ...transactions].map((item) => new Date(item.createdAt).getTime()));
    for (const account of demoAccounts) {
      const row = users.find((user) => user.email === account.email)!;
      expect(new Date(row.createdAt).getTime(), account.email).toBeLessThan(firstEvent);
    }
  });
});
