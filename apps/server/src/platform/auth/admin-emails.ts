import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { profiles, users } from '../db/schema';

/**
 * Makes the accounts listed in ADMIN_EMAILS admins (run at every start; sign-up applies it to new
 * accounts). It only promotes: removing an address from the list does not demote anyone, because
 * demotion is an audited admin action.
 */
export async function applyAdminEmails(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(profiles)
    .set({ isAdmin: true })
    .where(
      and(
        eq(profiles.isAdmin, false),
        inArray(
          profiles.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(inArray(sql`lower(${users.email})`, emails)),
        ),
      ),
    )
    .returning({ userId: profiles.userId });
  return promoted.length;
}
