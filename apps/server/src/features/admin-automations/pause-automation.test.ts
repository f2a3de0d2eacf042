import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, ledgerEntries } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createCategory, createRuns } from '../../test/factories';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  startRunRequest,
  type RunTestApp,
} from '../../test/run-test-kit';

let t: RunTestApp;
let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
  admin = await createSignedInUser(t, { admin: true });
});
afterAll(async () => {
  await t.close();
});

const pause = (id: string, payload: object, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/automations/${id}/pause`,
    headers: { cookie, origin: t.config.PUBLIC_URL },
    payload,
  });

/** A published automation in a category of its own, whose queued runs the worker has not taken yet. */
const webhookAutomation = async (name: string) => {
  const category = await createCategory(db());
  return {
    category,
    automation: await createWebhookAutomation(db(), 'http://127.0.0.1:9/hook', { name, categoryId: category.id }),
  };
};

describe('an admin pauses an automation by hand (DESIGN D18, issue 39)', () => {
  it('with a reason (audited): queued runs are refunded without starting, and new runs are refused before any charge', async () => {
    const { automation } = await webhookAutomation(`Flaky CRM ${Date.now()}`);
    const customer = await createFundedUser(t, 100);
    const queued = [
      await startRunOk(t, customer.cookie, { automationId: automation.id }),
      await startRunOk(t, customer.cookie, { automationId: automation.id }),
    ];
    expect(await balanceOf(db(), customer.user.id)).toBe(80);

    const noReason = await pause(automation.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.details[0].message).toBe('Reason is required');
    expect((await pause(automation.id, { reason: 'x' }, customer.cookie)).statusCode).toBe(403);

    const paused = await pause(automation.id, { reason: 'The CRM vendor is down until Monday' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ paused: true, refundedRuns: 2 });
    for (const run of queued) {
      expect(await runRow(db(), run.id)).toMatchObject({
        status: 'failed',
        failureKind: 'automation_paused',
        startedAt: null,
        tokensRefunded: 10,
      });
      const refunds = await db()
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.runId, run.id), eq(ledgerEntries.type, 'refund')));
      expect(refunds).toHaveLength(1);
    }
    expect(await balanceOf(db(), customer.user.id)).toBe(100);

    const refused = await startRunRequest(t, customer.cookie, { automationId: automation.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('AUTOMATION_PAUSED');
    expect(await balanceOf(db(), customer.user.id)).toBe(100);

    const [audit] = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.actionType, 'pause_automation'), eq(adminActions.targetAutomationId, automation.id)));
    expect(audit!.details).toMatchObject({
      reason: 'The CRM vendor is down until Monday',
      adminEmail: admin.user.email,
    });
    const health = await t.app.inject({
      url: `/api/admin/automations/${automation.id}/health`,
      headers: { cookie: admin.cookie },
    });
    expect(health.json().pause).toMatchObject({ reason: 'The CRM vendor is down until Monday', lastError: null });
    const again = await pause(automation.id, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`${automation.name} is already paused`);
  });

  it('answers "Automation not found" for an unknown id', async () => {
    const response = await pause(crypto.randomUUID(), { reason: 'Gone' });
    expect(response.statusCode).toBe(404);
  });
});

describe('what customers see of a paused automation (DESIGN D18, issue 39)', () => {
  it('runs refunded because of the pause do not lower its success rate', async () => {
    const { automation } = await webhookAutomation(`Steady ${Date.now()}`);
    await createRuns(db(), automation.id, Array<'completed'>(10).fill('completed'));
    const customer = await createFundedUser(t, 100);
    await startRunOk(t, customer.cookie, { automationId: automation.id });
    await startRunOk(t, customer.cookie, { automationId: automation.id });
    expect((await pause(automation.id, { reason: 'Maintenance' })).json().refundedRuns).toBe(2);

    const card = (await t.app.inject(`/api/automations/${automation.id}`)).json().automation;
    expect(card).toMatchObject({ temporarilyUnavailable: true, successRate: 100, runsLast30Days: 10 });
    const stats = (await t.app.inject('/api/site/stats')).json();
    expect(stats.successRate).toBe(100);
  });

  it('a paused automation does not rank in the Popular order, however many runs it has', async () => {
    const { category, automation: busy } = await webhookAutomation(`Busy ${Date.now()}`);
    const quiet = await createWebhookAutomation(db(), 'http://127.0.0.1:9/hook', {
      name: `Quiet ${Date.now()}`,
      categoryId: category.id,
    });
    await createRuns(db(), busy.id, Array<'completed'>(5).fill('completed'));
    await createRuns(db(), quiet.id, ['completed']);
    const popular = async () =>
      (await t.app.inject(`/api/automations?category=${encodeURIComponent(category.name)}&sort=popular`))
        .json()
        .automations.map((row: { name: string }) => row.name);
    expect(await popular()).toEqual([busy.name, quiet.name]);
    await pause(busy.id, { reason: 'Maintenance' });
    expect(await popular()).toEqual([quiet.name, busy.name]);
  });
});
