import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations, automationVersions } from '../../platform/db/schema';

/** One published version of an automation by its number; undefined when there is none. */
export async function findAutomationVersion(db: Database, automationId: string, number: number) {
  const [row] = await db
    .select({
      number: automationVersions.number,
      content: automationVersions.content,
      retiredAt: automationVersions.retiredAt,
    })
    .from(automationVersions)
    .where(and(eq(automationVersions.automationId, automationId), eq(automationVersions.number, number)));
  return row;
}

/** Every version of an automation with its note, newest first (never their content: the list stays small). */
export function listVersionNotes(db: Database, automationId: string) {
  return db
    .select({
      number: automationVersions.number,
      note: automationVersions.note,
      publishedAt: automationVersions.publishedAt,
      retiredAt: automationVersions.retiredAt,
    })
    .from(automationVersions)
    .where(eq(automationVersions.automationId, automationId))
    .orderBy(desc(automationVersions.number));
}

/** The number of the version runs use when they name none; null before the first publish. */
export async function findLiveVersionNumber(db: Database, automationId: string): Promise<number | null> {
  const [row] = await db
    .select({ liveVersion: automations.liveVersion })
    .from(automations)
    .where(eq(automations.id, automationId));
  return row?.liveVersion ?? null;
}
