import { eq, sql } from 'drizzle-orm';
import { versionedKeys, type AutomationVersionContent } from '@basalt/contracts';
import type { Database } from '../platform/db/database';
import { automations, automationVersions } from '../platform/db/schema';

/**
 * Publishes the next version of an automation as the admin publish does (DESIGN D19): version N+1
 * with `changes` applied to the live content, copied into the automation's columns, live_version set.
 * For tests of what follows a publish; the admin's own publish is tested through its route.
 */
export async function publishTestVersion(
  db: Database,
  automationId: string,
  options: { note: string; changes?: Partial<AutomationVersionContent>; publishedAt?: Date },
) {
  return db.transaction(async (tx) => {
    const [automation] = await tx.select().from(automations).where(eq(automations.id, automationId));
    if (!automation) throw new Error(`no automation ${automationId}`);
    const live = Object.fromEntries(versionedKeys.map((key) => [key, automation[key]])) as AutomationVersionContent;
    const content = { ...live, ...options.changes };
    const [{ latest }] = (await tx
      .select({ latest: sql<number>`coalesce(max(${automationVersions.number}), 0)::int` })
      .from(automationVersions)
      .where(eq(automationVersions.automationId, automationId))) as [{ latest: number }];
    const number = latest + 1;
    await tx.insert(automationVersions).values({
      automationId,
      number,
      note: options.note,
      content,
      publishedAt: options.publishedAt ?? new Date(),
    });
    await tx
      .update(automations)
      .set({ ...content, liveVersion: number, draft: null, draftUpdatedAt: null })
      .where(eq(automations.id, automationId));
    return { number, content };
  });
}

/** Retires a version, as the admin does: new runs pinned to it are refused. */
export async function retireTestVersion(db: Database, automationId: string, number: number): Promise<void> {
  await db
    .update(automationVersions)
    .set({ retiredAt: new Date() })
    .where(sql`${automationVersions.automationId} = ${automationId} and ${automationVersions.number} = ${number}`);
}

/** Dates a published version, such as the version 1 the factory publishes, for tests of the changelog. */
export async function datePublishedVersion(db: Database, automationId: string, number: number, publishedAt: Date) {
  await db
    .update(automationVersions)
    .set({ publishedAt })
    .where(sql`${automationVersions.automationId} = ${automationId} and ${automationVersions.number} = ${number}`);
}
