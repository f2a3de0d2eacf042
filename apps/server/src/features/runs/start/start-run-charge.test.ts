import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@basalt/contracts';
import { ledgerEntries, runs } from '../../../platform/db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { HostileServer } from '../../../test/hostile-server';
import {
  balanceOf,
  createRunTestApp,
  createWebhookAutomation,
  startRunRequest,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { credit, readLedgerState } from '../../ledger';

const DAY = 86_400_000;

/**
 * A start sends its charge behind the run's insert, which locks the owner's balance, before either
 * has answered (decision 043). These stories hold the charge to the ledger's rules all the same: on
 * PostgreSQL the starts race on real connections, on PGlite they interleave on one.
 */
describe('the charge of a start, sent with its run', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    // No cap on runs at once: the race is the balance's alone.
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host, MAX_CONCURRENT_RUNS: '0' });
  });
  afterAll(async () => {
    await t.close();
    await workflow.close();
  });
  const db = () => t.database.db;
  const now = new Date();

  /** A signed-in user holding lots of [tokens, days until expiry], as purchases leave them. */
  async function userWithLots(lots: [tokens: number, days: number][]) {
    const signedIn = await createSignedInUser(t);
    for (const [amount, days] of lots) {
      // Bought two days ago, before any of them was due: a negative expiry is a lot due now.
      await credit(db(), {
        userId: signedIn.user.id,
        type: 'purchase',
        amount,
        description: 'Bought',
        now: new Date(now.getTime() - 2 * DAY),
        expiresAt: new Date(now.getTime() + days * DAY),
      });
    }
    return signedIn;
  }

  it('50 racing starts by one user whose lots cover 23: 23 runs charged once each, 27 refused with 402', async () => {
    const { user, cookie } = await userWithLots([
      [100, 30],
      [80, 60],
      [50, 90],
    ]);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { tokenCostPerRun: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => startRunRequest(t, cookie, { automationId: automation.id })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(23);
    expect(statuses.filter((status) => status === 402)).toHaveLength(27);
    for (const response of responses.filter((one) => one.statusCode === 402)) {
      expect(errorResponse.parse(response.json()).error.message).toMatch(
        /^Not enough tokens: this needs 10 and your balance is \d+\.$/,
      );
    }
    const created = await db().select().from(runs).where(eq(runs.userId, user.id));
    const charges = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, user.id), eq(ledgerEntries.type, 'deduction')));
    expect(created).toHaveLength(23);
    expect(charges.map((entry) => entry.runId).sort()).toEqual(created.map((run) => run.id).sort());
    // One after another under the lock: each charge saw the balance the one before it left.
    expect(charges.map((entry) => entry.balanceAfter).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 23 }, (_, i) => 220 - i * 10),
    );
    expect(await readLedgerState(db(), user.id, new Date())).toMatchObject({
      balance: 0,
      sumOfEntries: 0,
      sumOfLots: 0,
      lotsOffTheirMovements: 0,
    });
  });

  it('a lot past its expiry expires before the charge, which then takes the soonest-expiring lot left', async () => {
    const { user, cookie } = await userWithLots([
      [30, -1],
      [20, 10],
      [50, 40],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { tokenCostPerRun: 25 });
    expect((await startRunRequest(t, cookie, { automationId: automation.id })).statusCode).toBe(201);
    const entries = await db().select().from(ledgerEntries).where(eq(ledgerEntries.userId, user.id));
    expect(entries.filter((entry) => entry.type === 'expiration').map((entry) => entry.amount)).toEqual([-30]);
    expect(entries.find((entry) => entry.type === 'deduction')).toMatchObject({ amount: -25, balanceAfter: 45 });
    expect(await balanceOf(db(), user.id)).toBe(45);
    expect(await readLedgerState(db(), user.id, new Date())).toMatchObject({ sumOfEntries: 45, sumOfLots: 45 });
  });

  it('short of tokens once a lot past its expiry is gone: 402 names the balance left, and nothing is written', async () => {
    const { user, cookie } = await userWithLots([
      [30, -1],
      [10, 10],
    ]);
    expect(await balanceOf(db(), user.id)).toBe(40);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`, { tokenCostPerRun: 25 });
    const response = await startRunRequest(t, cookie, { automationId: automation.id });
    expect(response.statusCode).toBe(402);
    expect(errorResponse.parse(response.json()).error.message).toBe(
      'Not enough tokens: this needs 25 and your balance is 10.',
    );
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toHaveLength(0);
    // The start failed as a whole: the expiry it wrote on the way is undone with it, as before.
    expect(await balanceOf(db(), user.id)).toBe(40);
  });
});
