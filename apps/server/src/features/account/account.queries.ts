import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  accounts,
  configurations,
  mailOutbox,
  profiles,
  schedules,
  sessions,
  storedFiles,
  users,
  verifications,
} from '../../platform/db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function updateFullName(db: Database | Tx, userId: string, fullName: string) {
  const [profile] = await db
    .update(profiles)
    .set({ fullName })
    .where(eq(profiles.userId, userId))
    .returning({ fullName: profiles.fullName });
  // The auth user's name is what e-mails greet; keep it the same as the profile's.
  await db.update(users).set({ name: fullName, updatedAt: new Date() }).where(eq(users.id, userId));
  return profile;
}

export async function countOtherAdmins(db: Database | Tx, userId: string): Promise<number> {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.isAdmin, true), ne(profiles.userId, userId)))
    .limit(1);
  return rows.length;
}

/**
 * Holds the user row for the rest of the transaction. A run start inserts its run (which takes a
 * share lock on this row) before it charges, so a start that comes later waits here, and then finds
 * no balance to charge.
 */
export async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Removes everything that is the person's and keeps what the books need (ledger entries, purchases,
 * runs all point at the users row, kept under a placeholder identity: see docs/decisions/006).
 */
export async function eraseAccount(tx: Tx, user: { id: string; email: string }, now: Date) {
  await tx.delete(schedules).where(eq(schedules.userId, user.id));
  await tx.delete(configurations).where(eq(configurations.userId, user.id));
  // The files feature's expiry sweep deletes the stored objects with their rows.
  await tx.update(storedFiles).set({ expiresAt: now }).where(eq(storedFiles.userId, user.id));
  await tx.delete(profiles).where(eq(profiles.userId, user.id));
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(accounts).where(eq(accounts.userId, user.id));
  await tx.delete(verifications).where(eq(verifications.value, user.id));
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, user.email.toLowerCase()));
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: `deleted-${user.id}@deleted.invalid`,
      emailVerified: false,
      image: null,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}
