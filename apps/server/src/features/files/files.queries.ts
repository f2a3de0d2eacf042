import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { isAutomation } from '../../platform/db/automation-ref';
import { automations, storedFiles } from '../../platform/db/schema';

export type StoredFile = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Database, values: typeof storedFiles.$inferInsert): Promise<StoredFile> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  return row!;
}

export async function updateStoredFileContent(
  db: Database,
  id: string,
  content: { mime: string; size: number },
): Promise<StoredFile> {
  const [row] = await db.update(storedFiles).set(content).where(eq(storedFiles.id, id)).returning();
  return row!;
}

export async function findStoredFile(db: Database, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export function listStoredFiles(db: Database, ids: string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
}

export function listRunFiles(db: Database, runId: string): Promise<StoredFile[]> {
  return db.select().from(storedFiles).where(eq(storedFiles.runId, runId));
}

export function listExpiredFiles(db: Database, now: Date, limit: number): Promise<StoredFile[]> {
  return db.select().from(storedFiles).where(lte(storedFiles.expiresAt, now)).limit(limit);
}

export async function deleteStoredFiles(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.id, ids));
}

export function findOwnedFile(db: Database, id: string, userId: string) {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.userId, userId)))
    .then((rows) => rows[0]);
}

/** A published automation's form fields, for checking an upload against its field. */
export async function findPublishedAutomationFields(db: Database, ref: string) {
  const [row] = await db
    .select({ id: automations.id, customFields: automations.customFields })
    .from(automations)
    .where(and(isAutomation(ref), eq(automations.status, 'published'), isNull(automations.deletedAt)));
  return row;
}

/** Which of these files belong to whom (the files that still exist). */
export function listFileOwners(db: Database, ids: string[]): Promise<{ id: string; userId: string }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: storedFiles.id, userId: storedFiles.userId })
    .from(storedFiles)
    .where(inArray(storedFiles.id, ids));
}
