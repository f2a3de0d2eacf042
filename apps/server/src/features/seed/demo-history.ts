import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { configurations, purchases, runs } from '../../platform/db/schema';
import { credit, debit, lotExpiry, runLedgerKeys } from '../ledger';
import type { DemoAutomation } from './demo-catalogue/demo-automation';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type DemoHistoryInput = {
  userId: string;
  /** The seeded automation to show runs of, with its id; it must have an example and a sample output. */
  automation: DemoAutomation & { id: string };
  tokenExpiryDays: number;
  now: Date;
};

/**
 * When the demo accounts signed up: before their history and the catalogue the admin published, so
 * no account shows a sign-up date later than its own purchases and runs (issue 41).
 */
export const demoSignUpAt = (now: Date) => new Date(now.getTime() - 14 * DAY);

/** Where the demo history sits: days and hours before the seeding. */
const purchaseDay = { daysAgo: 6, hoursAgo: 2 };
const runDays = [
  { daysAgo: 5, hoursAgo: 1 },
  { daysAgo: 3, hoursAgo: 4 },
];

/**
 * A little history for the demo account, so `npm start` shows a living product: a Crate bought with
 * the sandbox, two runs with their results and a saved configuration (no failed run: the home page's
 * success rate counts these). It is dated days before the seeding, so the history's default "last 30
 * days" shows it; pinning it to the previous month (to start every budget at 0 used) left the history
 * empty near a month's end. All of it through the ledger with those dates, so balance = sum of
 * entries and "used this month" counts exactly the runs dated this month (issue 15).
 */
export async function seedDemoHistory(tx: Database, { userId, automation, tokenExpiryDays, now }: DemoHistoryInput) {
  const at = ({ daysAgo, hoursAgo }: { daysAgo: number; hoursAgo: number }) =>
    new Date(now.getTime() - daysAgo * DAY - hoursAgo * HOUR);
  const boughtAt = at(purchaseDay);
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
  await credit(
    { within: tx },
    {
      userId,
      type: 'purchase',
      amount: 250,
      description: 'Crate: 250 tokens',
      purchaseId: purchase!.id,
      idempotencyKey: `purchase:${purchase!.id}`,
      expiresAt: lotExpiry(boughtAt, tokenExpiryDays),
      now: boughtAt,
      recordedAt: boughtAt,
    },
  );
  const cost = automation.tokenCostPerRun ?? 0;
  for (const day of runDays) {
    const startedAt = at(day);
    const [run] = await tx
      .insert(runs)
      .values({
        userId,
        automationId: automation.id,
        automationName: automation.name,
        automationVersion: 1,
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
      await debit(
        { within: tx },
        {
          userId,
          amount: cost,
          description: `Run of ${automation.name}`,
          runId: run!.id,
          automationId: automation.id,
          metadata: { automation_name: automation.name },
          idempotencyKey: runLedgerKeys(run!.id).charge,
          now: startedAt,
          recordedAt: startedAt,
        },
      );
    }
  }
  await tx.insert(configurations).values({
    userId,
    automationId: automation.id,
    configName: 'Weekly lead list clean-up',
    configData: automation.exampleInput ?? {},
  });
}
