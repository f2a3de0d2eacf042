import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { configurations, runs, schedules } from '../../platform/db/schema';
import { createWebhookAutomation } from '../../test/run-test-kit';

/** A published 10-token automation (never called: no run worker runs in these tests) and a saved configuration. */
export async function createSavedConfiguration(db: Database, userId: string) {
  const automation = await createWebhookAutomation(db, 'http://127.0.0.1:9/never-called');
  const [configuration] = await db
    .insert(configurations)
    .values({ userId, automationId: automation.id, configName: 'Morning digest', configData: { topic: 'Sales' } })
    .returning();
  return { automation, configuration: configuration! };
}

export async function scheduleRow(db: Database, scheduleId: string) {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, scheduleId));
  return row!;
}

export const runsOf = (db: Database, userId: string) => db.select().from(runs).where(eq(runs.userId, userId));
