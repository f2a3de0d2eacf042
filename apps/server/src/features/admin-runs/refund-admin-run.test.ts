import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, ledgerEntries } from '../../platform/db/schema';
import { createSignedInUser, emailsTo } from '../../test/auth-helpers';
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
import { readLedgerState } from '../ledger';
import { executeRun } from '../runs';

describe('an admin makes any finished run good', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  const db = () => t.database.db;
  const refund = (runId: string, payload: object, cookie = admin.cookie) =>
    t.app.inject({ method: 'POST', url: `/api/admin/runs/${runId}/refund`, headers: { cookie }, payload });

  /** A 10-token run that the workflow refused: the user keeps paying for it (D4) until an admin steps in. */
  async function keptTokensRun() {
    const customer = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/reject`);
    const run = await startRunOk(t, customer.cookie, { automationId: automation.id });
    await executeRun(t.runs, run.id);
    expect(await runRow(db(), run.id)).toMatchObject({ status: 'failed', tokensCharged: 10, tokensRefunded: 0 });
    return { customer, run };
  }

  beforeAll(async () => {
    workflow = await new HostileServer().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host });
    admin = await createSignedInUser(t, { admin: true });
  });
  afterAll(async () => {
    await t.close();
    await workflow.close();
  });

  it('refunds part of a kept-tokens run with a reason: a linked refund entry, the run, the audit log and an e-mail', async () => {
    const { customer, run } = await keptTokensRun();
    const response = await refund(run.id, { amount: 6, reason: 'The form let a too-short topic through' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.run).toMatchObject({ id: run.id, tokensCharged: 10, tokensRefunded: 6 });
    expect(body.ledger.at(-1)).toMatchObject({
      type: 'refund',
      amount: 6,
      description: expect.stringMatching(
        /^Refund by Basalt support for a run of .*: The form let a too-short topic through$/,
      ),
    });
    expect(await balanceOf(db(), customer.user.id)).toBe(96);
    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.runId, run.id), eq(ledgerEntries.type, 'refund')));
    expect(entry).toMatchObject({ amount: 6, adminUserId: admin.user.id });
    const [audit] = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.actionType, 'refund_run'), eq(adminActions.targetUserId, customer.user.id)));
    expect(audit!.details).toMatchObject({ runId: run.id, amount: 6, tokensRefunded: 6, adminEmail: admin.user.email });
    const [mail] = await emailsTo(t, customer.user.email);
    expect(mail!.subject).toMatch(/^6 tokens refunded for your run of /);
    expect(mail!.text).toContain('Reason: The form let a too-short topic through');
    expect(mail!.text).not.toContain(admin.user.email);
    const history = (await t.app.inject({ url: `/api/runs/${run.id}`, headers: { cookie: customer.cookie } })).json();
    expect(history.run ?? history).toMatchObject({ tokensRefunded: 6 });
    expect(await readLedgerState(db(), customer.user.id, new Date())).toMatchObject({
      balance: 96,
      sumOfEntries: 96,
      sumOfLots: 96,
      lotsOffTheirMovements: 0,
    });
  });

  it('refunds once per run, never more than the run kept, and only a run that has ended', async () => {
    const { customer, run } = await keptTokensRun();
    const tooMuch = await refund(run.id, { amount: 11, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.message).toBe('At most 10 tokens can be refunded for this run.');
    expect((await refund(run.id, { amount: 2.5, reason: 'Goodwill' })).statusCode).toBe(422);
    expect((await refund(run.id, { amount: 3, reason: '   ' })).json().error.details[0].message).toBe(
      'Give a reason for the refund',
    );
    expect((await refund(run.id, { amount: 10, reason: 'Goodwill' })).statusCode).toBe(200);
    const again = await refund(run.id, { amount: 1, reason: 'Goodwill' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Nothing left to refund: all 10 tokens of this run were already refunded.');
    expect(await balanceOf(db(), customer.user.id)).toBe(100);

    const pending = await startRunOk(t, customer.cookie, {
      automationId: (await createWebhookAutomation(db(), `${workflow.url}/ok`)).id,
    });
    const early = await refund(pending.id, { amount: 1, reason: 'Goodwill' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/^This run has not ended yet/);
  });

  it('two admins refunding the same run at once: one refund, the other told (ledger invariants hold)', async () => {
    const { customer, run } = await keptTokensRun();
    const second = await createSignedInUser(t, { admin: true });
    const answers = await Promise.all([
      refund(run.id, { amount: 4, reason: 'First admin' }),
      refund(run.id, { amount: 4, reason: 'Second admin' }, second.cookie),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await runRow(db(), run.id)).toMatchObject({ tokensRefunded: 4 });
    expect(await readLedgerState(db(), customer.user.id, new Date())).toMatchObject({
      balance: 94,
      sumOfEntries: 94,
      sumOfLots: 94,
      lotsOffTheirMovements: 0,
    });
  });

  it('is for admins only, and an unknown run is not found', async () => {
    const { customer, run } = await keptTokensRun();
    expect((await refund(run.id, { amount: 1, reason: 'Me' }, customer.cookie)).statusCode).toBe(403);
    expect((await refund('00000000-0000-4000-8000-000000000000', { amount: 1, reason: 'x' })).statusCode).toBe(404);
  });
});
