import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { HostileServer } from '../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  type RunTestApp,
} from '../../test/run-test-kit';
import { executeRun } from '../runs';

describe('the admin runs explorer', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  const db = () => t.database.db;
  const asAdmin = (url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie } });

  beforeAll(async () => {
    workflow = await new HostileServer().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host });
    admin = await createSignedInUser(t, { admin: true });
  });
  afterAll(async () => {
    await t.close();
    await workflow.close();
  });

  it("an admin sees other users' runs and narrows them by user, automation, status and day", async () => {
    const alice = await createFundedUser(t, 100);
    const bob = await createFundedUser(t, 100);
    const ok = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const other = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const aliceRun = await startRunOk(t, alice.cookie, { automationId: ok.id });
    await executeRun(t.runs, aliceRun.id);
    await startRunOk(t, bob.cookie, { automationId: other.id });

    const byUser = (await asAdmin(`/api/admin/runs?user=${alice.user.email.slice(0, 10).toUpperCase()}`)).json();
    expect(byUser.runs.map((run: { id: string }) => run.id)).toEqual([aliceRun.id]);
    expect(byUser.runs[0]).toMatchObject({ user: { email: alice.user.email }, status: 'completed', tokensCharged: 10 });
    expect(byUser.total).toBe(1);

    const byAutomation = (await asAdmin(`/api/admin/runs?automationId=${other.id}`)).json();
    expect(byAutomation.runs).toHaveLength(1);
    expect(byAutomation.runs[0].user.email).toBe(bob.user.email);

    const pending = (await asAdmin(`/api/admin/runs?status=pending&automationId=${ok.id}`)).json();
    expect(pending.total).toBe(0);

    const today = new Date().toISOString().slice(0, 10);
    const sinceToday = (await asAdmin(`/api/admin/runs?from=${today}&to=${today}&automationId=${ok.id}`)).json();
    expect(sinceToday.total).toBe(1);
    const beforeToday = (await asAdmin(`/api/admin/runs?to=2000-01-01&automationId=${ok.id}`)).json();
    expect(beforeToday.total).toBe(0);
  });

  it("an admin reads any user's run with its input, output, log and money", async () => {
    const alice = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, alice.cookie, { automationId: automation.id, input: { topic: 'otters' } });
    await executeRun(t.runs, run.id);
    const response = await asAdmin(`/api/admin/runs/${run.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.run).toMatchObject({ id: run.id, status: 'completed', inputData: { topic: 'otters' } });
    expect(detail.user.email).toBe(alice.user.email);
    expect(detail.events.map((event: { status: string }) => event.status)).toContain('completed');
    expect(detail.ledger).toMatchObject([{ type: 'deduction', amount: -10, balanceAfter: 90 }]);
  });

  it('a regular user is refused the explorer (403) and never sees a run of someone else', async () => {
    const user = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const run = await startRunOk(t, user.cookie, { automationId: automation.id });
    const headers = { cookie: user.cookie };
    expect((await t.app.inject({ url: '/api/admin/runs', headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/admin/runs/${run.id}`, headers })).statusCode).toBe(403);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/runs/${run.id}/cancel`, headers });
    expect(cancel.statusCode).toBe(403);
    expect((await runRow(db(), run.id)).status).toBe('pending');
  });

  it('an admin cancels a running run: its user gets the tokens back and the audit log says who did it', async () => {
    const user = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`);
    const run = await startRunOk(t, user.cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    expect((await runRow(db(), run.id)).status).toBe('running');
    expect(await balanceOf(db(), user.user.id)).toBe(90);

    const cancelled = await asAdmin(`/api/admin/runs/${run.id}/cancel`, 'POST');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().run).toMatchObject({ status: 'cancelled', tokensRefunded: 10 });
    expect(await balanceOf(db(), user.user.id)).toBe(100);
    const audit = await db().select().from(adminActions).where(eq(adminActions.targetUserId, user.user.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actionType: 'cancel_run', adminUserId: admin.user.id });
    expect(audit[0]!.details).toMatchObject({ runId: run.id, tokensRefunded: 10 });

    const again = await asAdmin(`/api/admin/runs/${run.id}/cancel`, 'POST');
    expect(again.statusCode).toBe(409);
  });

  it('when the audit entry cannot be written the cancel is undone: the run goes on and keeps its charge', async () => {
    const user = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/accept`);
    const run = await startRunOk(t, user.cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    await db().execute(sql`
      create function test_refuse_run_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`);
    await db().execute(sql`
      create trigger test_refuse_run_audit before insert on admin_actions
      for each row execute function test_refuse_run_audit()`);
    try {
      expect((await asAdmin(`/api/admin/runs/${run.id}/cancel`, 'POST')).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger test_refuse_run_audit on admin_actions`);
      await db().execute(sql`drop function test_refuse_run_audit()`);
    }
    expect((await runRow(db(), run.id)).status).toBe('running');
    expect(await balanceOf(db(), user.user.id)).toBe(90);
  });
});
