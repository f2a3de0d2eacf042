import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations, notificationPreferences, profiles, users } from '../../platform/db/schema';

export async function findPreferences(db: Database, userId: string) {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row;
}

export async function savePreferences(
  db: Database,
  userId: string,
  values: { runCompleted: boolean; runFailed: boolean },
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}

/** Who to write to about a run, and what they asked to hear about. */
export async function findRecipient(db: Database, userId: string, automationId: string | null) {
  const [row] = await db
    .select({
      email: users.email,
      name: profiles.fullName,
      runCompleted: notificationPreferences.runCompleted,
      runFailed: notificationPreferences.runFailed,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  const [automation] = automationId
    ? await db.select({ name: automations.name }).from(automations).where(eq(automations.id, automationId))
    : [];
  return row ? { ...row, automationName: automation?.name ?? 'a deleted automation' } : undefined;
}
