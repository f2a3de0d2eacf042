import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { HostileServer } from '../../test/hostile-server';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  type RunTestApp,
} from '../../test/run-test-kit';
import { executeRun } from '../runs';

describe('run notification e-mails', () => {
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

  const setPreferences = (cookie: string, preferences: { runCompleted: boolean; runFailed: boolean }) =>
    t.app.inject({ method: 'PUT', url: '/api/account/notifications', headers: { cookie }, payload: preferences });

  async function runAgainst(cookie: string, path: string) {
    const automation = await createWebhookAutomation(db(), `${workflow.url}${path}`, { name: 'Report Writer' });
    const run = await startRunOk(t, cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    return runRow(db(), run.id);
  }

  const mailsTo = (email: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email.toLowerCase())));
  const runMailsTo = async (email: string) => (await mailsTo(email)).filter((mail) => /Your run/.test(mail.subject));

  it('preferences start off and belong to their owner only', async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const get = (cookie: string) => t.app.inject({ url: '/api/account/notifications', headers: { cookie } });
    expect((await get(owner.cookie)).json()).toEqual({ runCompleted: false, runFailed: false });
    expect((await setPreferences(owner.cookie, { runCompleted: true, runFailed: false })).statusCode).toBe(200);
    expect((await get(owner.cookie)).json()).toEqual({ runCompleted: true, runFailed: false });
    expect((await get(other.cookie)).json()).toEqual({ runCompleted: false, runFailed: false });
    expect((await t.app.inject({ url: '/api/account/notifications' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/account/notifications',
      payload: { runCompleted: true, runFailed: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a user who opted in is e-mailed when a run completes, with a link to it', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    await setPreferences(cookie, { runCompleted: true, runFailed: true });
    const run = await runAgainst(cookie, '/ok');
    expect(run.status).toBe('completed');
    const [mail] = await runMailsTo(user.email);
    expect(mail?.subject).toBe('Your run of Report Writer completed');
    expect(mail?.text).toContain('Your run of Report Writer completed and used 10 tokens.');
    expect(mail?.text).toContain(`${t.config.PUBLIC_URL}/automation-history?run=${run.id}`);
  });

  it('the failure e-mail says what went wrong and how many tokens were refunded', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    await setPreferences(cookie, { runCompleted: false, runFailed: true });
    const run = await runAgainst(cookie, '/crash');
    expect(run).toMatchObject({ status: 'failed', tokensRefunded: 10 });
    const [mail] = await runMailsTo(user.email);
    expect(mail?.subject).toBe('Your run of Report Writer failed');
    expect(mail?.text).toContain('10 tokens have been refunded to your balance.');
    expect(mail?.text).toContain(`/automation-history?run=${run.id}`);
    expect(mail?.html).toContain('10 tokens have been refunded');
    // Completed runs were not asked for.
    await runAgainst(cookie, '/ok');
    expect(await runMailsTo(user.email)).toHaveLength(1);
  });

  it('a rejected input is not refunded, and the e-mail says so', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    await setPreferences(cookie, { runCompleted: false, runFailed: true });
    const run = await runAgainst(cookie, '/reject');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'input_rejected', tokensRefunded: 0 });
    const [mail] = await runMailsTo(user.email);
    expect(mail?.text).toContain('No tokens were refunded');
  });

  it('users who did not opt in get no run e-mails', async () => {
    const { user, cookie } = await createFundedUser(t, 100);
    await runAgainst(cookie, '/ok');
    await runAgainst(cookie, '/crash');
    expect(await runMailsTo(user.email)).toEqual([]);
  });
});
