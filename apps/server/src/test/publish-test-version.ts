import { eq, sql } from 'drizzle-orm';
import { versionContentOf, type AutomationVersionContent } from '@basalt/contracts';
import type { Database } from '../platform/db/database';
import { automations, automationVersions } from '../platform/db/schema';

type AutomationRow = typeof automations.$inferSelect;

/** The versioned part of an automation row, as a published version holds it. */
const contentOfRow = (row: AutomationRow): AutomationVersionContent =>
  versionContentOf({
    ...row,
    pricingModel: row.pricingModel ?? 'per_run',
    seoContent: row.seoContent ?? {},
  } as unknown as AutomationVersionContent);

/**
 * Publishes the automation's next version the way the admin's publish does (DESIGN D19), without its
 * form: version N+1 holds the automation's columns with `changes`, and the columns follow it. Tests
 * of runs use it so they do not depend on the admin's editor.
 */
export async function publishTestVersion(
  db: Database,
  automationId: string,
  changes: Partial<AutomationVersionContent> = {},
  note = 'Test version',
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(automations).where(eq(automations.id, automationId)).for('update');
    const [{ last }] = (await tx
      .select({ last: sql<number>`coalesce(max(${automationVersions.number}), 0)::int` })
      .from(automationVersions)
      .where(eq(automationVersions.automationId, automationId))) as [{ last: number }];
    const content = { ...contentOfRow(row!), ...changes };
    const number = Number(last) + 1;
    await tx.insert(automationVersions).values({ automationId, number, note, content });
    await tx
      .update(automations)
      .set({ ...content, liveVersion: number })
      .where(eq(automations.id, automationId));
    return number;
  });
}

/** Retires a version, as the admin does: new runs pinned to it are refused. */
export async function retireTestVersion(db: Database, automationId: string, number: number): Promise<void> {
  await db
    .update(automationVersions)
    .set({ retiredAt: new Date() })
    .where(sql`${automationVersions.automationId} = ${automationId} and ${automationVersions.number} = ${number}`);
}
