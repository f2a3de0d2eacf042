import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { configurations, purchases, runs } from '../../platform/db/schema';
import { credit, debit, lotExpiry } from '../ledger';
import type { DemoAutomation } from './demo-catalogue/demo-automation';

const DAY = 86_400_000;

type DemoHistoryInput = {
  userId: string;
  /** The seeded automation to show runs of, with its id; it must have an example and a sample output. */
  automation: DemoAutomation & { id: string };
  tokenExpiryDays: number;
  now: Date;
};

/**
 * A little history for the demo account, so `npm start` shows a living product: a Crate bought with
 * the sandbox, two runs with their results, and a saved configuration. All of it a month old or more,
 * so this month's budget and the 30-day figures start empty, and all of it through the ledger.
 */
export async function seedDemoHistory(tx: Database, { userId, automation, tokenExpiryDays, now }: DemoHistoryInput) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const boughtAt = at(36);
  const [purchase] = await tx
    .insert(purchases)
    .values({
      userId,
      amountUsdCents: 2500,
      baseTokens: 250,
      totalTokens: 250,
      status: 'completed',
      provider: 'sandbox',
      providerSessionId: `demo_${randomUUID()}`,
      createdAt: boughtAt,
      completedAt: boughtAt,
    })
    .returning();
  await credit(tx, {
    userId,
    type: 'purchase',
    amount: 250,
    description: 'Crate: 250 tokens',
    purchaseId: purchase!.id,
    idempotencyKey: `purchase:${purchase!.id}`,
    expiresAt: lotExpiry(boughtAt, tokenExpiryDays),
    now: boughtAt,
    inCallerTransaction: true,
  });
  const cost = automation.tokenCostPerRun ?? 0;
  for (const daysAgo of [35, 33]) {
    const startedAt = at(daysAgo);
    const [run] = await tx
      .insert(runs)
      .values({
        userId,
        automationId: automation.id,
        automationName: automation.name,
        status: 'completed',
        inputData: automation.exampleInput ?? {},
        resultData: automation.sampleOutput ?? {},
        quotedTokens: cost,
        tokensCharged: cost,
        pricing: { model: automation.pricingModel, perRun: cost, perMinute: 0, hold: 0 },
        progress: 100,
        createdAt: startedAt,
        startedAt,
        completedAt: new Date(startedAt.getTime() + 1400),
        executionTimeMs: 1400,
      })
      .returning();
    if (cost > 0) {
      await debit(tx, {
        userId,
        amount: cost,
        description: `Run of ${automation.name}`,
        runId: run!.id,
        automationId: automation.id,
        idempotencyKey: `demo-run:${run!.id}`,
        now: startedAt,
        inCallerTransaction: true,
      });
    }
  }
  await tx.insert(configurations).values({
    userId,
    automationId: automation.id,
    configName: 'Weekly lead list clean-up',
    configData: automation.exampleInput ?? {},
  });
}
