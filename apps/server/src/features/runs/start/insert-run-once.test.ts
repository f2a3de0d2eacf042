import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '../../../platform/db/schema';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  type RunTestApp,
} from '../../../test/run-test-kit';
import { insertRunOnce, type StartedRunValues } from './insert-run-once';

describe('the run a start inserts', () => {
  let t: RunTestApp;
  beforeAll(async () => {
    t = await createRunTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.database.db;

  async function startedValues(): Promise<StartedRunValues> {
    const { user } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), 'http://127.0.0.1:9/never-called');
    return {
      id: randomUUID(),
      userId: user.id,
      automationId: automation.id,
      automationName: automation.name,
      configurationId: null,
      status: 'pending',
      inputData: { topic: 'Ünïcode “quotes”', count: 3, nothing: null },
      quotedTokens: 7,
      tokensCharged: 7,
      pricing: { model: 'per_run', perRun: 7, perMinute: 0, hold: 0 },
      idempotencyKey: randomUUID(),
      requestHash: 'a'.repeat(64),
      deadlineAt: new Date('2026-11-27T10:20:30.456Z'),
      completionWebhookUrl: null,
      webhookEvents: ['run.completed', 'run.failed'],
      notifyOnEnd: true,
      apiKeyId: null,
      oauthClientId: null,
    };
  }

  it('answers the row exactly as drizzle reads it back: dates, JSON, arrays and nulls', async () => {
    const values = await startedValues();
    const inserted = await insertRunOnce(db(), values);
    const [stored] = await db().select().from(runs).where(eq(runs.id, inserted!.run.id));
    expect(inserted!.run).toEqual(stored);
    expect(stored).toMatchObject({ ...values, resultData: null, startedAt: null, tokensRefunded: 0 });
    expect(stored!.createdAt).toBeInstanceOf(Date);
    expect(inserted!.ownerBalance).toBeUndefined();
  });

  it("locks the owner's balance in the same statement and answers what the lock read", async () => {
    const values = await startedValues();
    const inserted = await db().transaction(async (tx) => insertRunOnce(tx, values, true));
    expect(inserted!.ownerBalance).toMatchObject({ balance: 50 });
  });

  it('a key the user already used inserts nothing and answers undefined', async () => {
    const values = await startedValues();
    const first = await insertRunOnce(db(), values);
    expect(
      await insertRunOnce(db(), { ...values, id: randomUUID(), inputData: { topic: 'another' } }, true),
    ).toBeUndefined();
    expect(await db().select({ id: runs.id }).from(runs).where(eq(runs.userId, values.userId))).toEqual([
      { id: first!.run.id },
    ]);
  });
});
