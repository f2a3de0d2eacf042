import { and, desc, eq, isNull, max } from 'drizzle-orm';
import type { AutomationVersionContent } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { automations, automationVersions, profiles } from '../../platform/db/schema';

export type AutomationRow = typeof automations.$inferSelect;
export type VersionRow = typeof automationVersions.$inferSelect;

export async function lockAutomationRow(db: Database, id: string): Promise<AutomationRow | undefined> {
  const [row] = await db.select().from(automations).where(eq(automations.id, id)).for('update');
  return row;
}

export async function findAutomationRow(db: Database, id: string): Promise<AutomationRow | undefined> {
  const [row] = await db.select().from(automations).where(eq(automations.id, id));
  return row;
}

export async function highestVersionNumber(db: Database, automationId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(automationVersions.number) })
    .from(automationVersions)
    .where(eq(automationVersions.automationId, automationId));
  return row?.value ?? 0;
}

export async function findVersion(db: Database, automationId: string, number: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(automationVersions)
    .where(and(eq(automationVersions.automationId, automationId), eq(automationVersions.number, number)));
  return row;
}

export async function insertVersion(db: Database, values: typeof automationVersions.$inferInsert) {
  const [row] = await db.insert(automationVersions).values(values).returning();
  return row!;
}

/** Makes `content` what customers get: the versioned columns always equal the live version's content. */
export async function makeLive(db: Database, automationId: string, number: number, content: AutomationVersionContent) {
  await db
    .update(automations)
    .set({ ...content, liveVersion: number, draft: null, draftUpdatedAt: null })
    .where(eq(automations.id, automationId));
}

export async function setDraft(db: Database, automationId: string, draft: AutomationVersionContent | null) {
  await db
    .update(automations)
    .set({ draft, draftUpdatedAt: draft ? new Date() : null })
    .where(eq(automations.id, automationId));
}

/** Newest first, with the publishing admin's name. */
export function listVersionRows(db: Database, automationId: string) {
  return db
    .select({
      number: automationVersions.number,
      note: automationVersions.note,
      publishedAt: automationVersions.publishedAt,
      publishedBy: profiles.fullName,
      retiredAt: automationVersions.retiredAt,
    })
    .from(automationVersions)
    .leftJoin(profiles, eq(profiles.userId, automationVersions.publishedBy))
    .where(eq(automationVersions.automationId, automationId))
    .orderBy(desc(automationVersions.number));
}

/** Sets retired_at once; answers whether this call retired it. */
export async function retireVersionRow(db: Database, automationId: string, number: number): Promise<boolean> {
  const rows = await db
    .update(automationVersions)
    .set({ retiredAt: new Date() })
    .where(
      and(
        eq(automationVersions.automationId, automationId),
        eq(automationVersions.number, number),
        isNull(automationVersions.retiredAt),
      ),
    )
    .returning({ number: automationVersions.number });
  return rows.length > 0;
}
