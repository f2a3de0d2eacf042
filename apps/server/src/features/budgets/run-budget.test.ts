import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, runs } from '../../platform/db/schema';
import { emailsTo } from '../../test/auth-helpers';
import { HostileServer } from '../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  startRunOk,
  startRunRequest,
  type RunTestApp,
} from '../../test/run-test-kit';
import { credit } from '../ledger';

describe('a monthly budget on run starts', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host });
  });
  afterAll(async () => {
    await t.close();
    await workflow.close();
  });
  const db = () => t.database.db;
  const setBudget = (cookie: string, monthlyCapTokens: number | null, lowBalanceThreshold: number | null = null) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/budget',
      headers: { cookie },
      payload: { monthlyCapTokens, lowBalanceThreshold },
    });
  const subjects = async (email: string) => (await emailsTo(t, email)).map((mail) => mail.subject).reverse();
  const runsOf = (userId: string) => db().select().from(runs).where(eq(runs.userId, userId));
  const entriesOf = (userId: string) => db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

  it('a start that would cross the cap is refused with a clear message and nothing is charged', async () => {
    const { user, cookie } = await createFundedUser(t, 1000);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 40 });
    expect((await setBudget(cookie, 100)).statusCode).toBe(200);
    await startRunOk(t, cookie, { automationId: automation.id });
    await startRunOk(t, cookie, { automationId: automation.id });
    const [balance, entries, runRows] = [
      await balanceOf(db(), user.id),
      await entriesOf(user.id),
      await runsOf(user.id),
    ];

    const refused = await startRunRequest(t, cookie, { automationId: automation.id });

    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'BUDGET_EXCEEDED',
        message:
          'This run would exceed your monthly budget of 100 tokens (80 used this month). Raise your budget in Account Settings.',
      },
    });
    expect(await balanceOf(db(), user.id)).toBe(balance);
    expect(await entriesOf(user.id)).toHaveLength(entries.length);
    expect(await runsOf(user.id)).toHaveLength(runRows.length);
    const budget = await t.app.inject({ url: '/api/budget', headers: { cookie } });
    expect(budget.json()).toMatchObject({ monthlyCapTokens: 100, spentThisMonth: 80 });
  });

  it('e-mails at 80% and at 100% of the cap, once a month each', async () => {
    const { user, cookie } = await createFundedUser(t, 1000);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 25 });
    await setBudget(cookie, 100);
    await startRunOk(t, cookie, { automationId: automation.id });
    await startRunOk(t, cookie, { automationId: automation.id });
    await startRunOk(t, cookie, { automationId: automation.id });
    expect(await subjects(user.email)).not.toContain('You have used 80% of your monthly budget');
    await startRunOk(t, cookie, { automationId: automation.id }); // 100 of 100
    expect(await subjects(user.email)).toContain('You have used your monthly budget');
    expect(await subjects(user.email)).not.toContain('You have used 80% of your monthly budget');

    const other = await createFundedUser(t, 1000);
    const metered = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 20 });
    await setBudget(other.cookie, 100);
    for (let i = 0; i < 5; i++) await startRunOk(t, other.cookie, { automationId: metered.id });
    const budgetMails = (await subjects(other.user.email)).filter((subject) => subject.includes('monthly budget'));
    expect(budgetMails).toEqual(['You have used 80% of your monthly budget', 'You have used your monthly budget']);
  });

  it('a metered run counts its whole reserve against the cap while it runs', async () => {
    const { user, cookie } = await createFundedUser(t, 1000);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 10,
      maxDurationMinutes: 6,
    });
    await setBudget(cookie, 100);
    await startRunOk(t, cookie, { automationId: automation.id });
    const balance = await balanceOf(db(), user.id);
    const refused = await startRunRequest(t, cookie, { automationId: automation.id });
    expect(refused.statusCode).toBe(403);
    expect(await balanceOf(db(), user.id)).toBe(balance);
  });

  it('e-mails when the balance falls below the threshold, once per crossing, again after a top-up', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 30 });
    await setBudget(cookie, null, 50);
    const lowMails = async () => (await subjects(user.email)).filter((s) => s === 'Your token balance is low').length;
    await startRunOk(t, cookie, { automationId: automation.id }); // 70
    expect(await lowMails()).toBe(0);
    await startRunOk(t, cookie, { automationId: automation.id }); // 40
    expect(await lowMails()).toBe(1);
    await startRunOk(t, cookie, { automationId: automation.id }); // 10
    expect(await lowMails()).toBe(1);
    await credit(db(), { userId: user.id, type: 'purchase', amount: 100, expiresAt: null, description: 'Top-up' });
    await startRunOk(t, cookie, { automationId: automation.id }); // 80
    expect(await lowMails()).toBe(1);
    await startRunOk(t, cookie, { automationId: automation.id }); // 50: not below
    expect(await lowMails()).toBe(1);
    await startRunOk(t, cookie, { automationId: automation.id }); // 20
    expect(await lowMails()).toBe(2);
  });

  it('parallel starts near the cap: exactly the affordable ones succeed', async () => {
    const { user, cookie } = await createFundedUser(t, 1000);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 10 });
    await setBudget(cookie, 55);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => startRunRequest(t, cookie, { automationId: automation.id })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 403)).toHaveLength(7);
    expect(await balanceOf(db(), user.id)).toBe(950);
    expect(await runsOf(user.id)).toHaveLength(5);
  });

  it('a user without a budget starts runs as before', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`, { tokenCostPerRun: 60 });
    await startRunOk(t, cookie, { automationId: automation.id });
    expect(await balanceOf(db(), user.id)).toBe(40);
    expect((await subjects(user.email)).filter((s) => /budget|balance/i.test(s))).toEqual([]);
  });
});
