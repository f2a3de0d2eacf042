import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { leadRequests, profiles, users } from '../../platform/db/schema';

type Db = Pick<Database, 'insert' | 'select'>;
export type NewLeadRequest = typeof leadRequests.$inferInsert;

export async function insertLeadRequest(db: Db, values: NewLeadRequest) {
  const [row] = await db.insert(leadRequests).values(values).returning();
  return row!;
}

/** Where new-request e-mails go: every admin (D10). */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.isAdmin, true));
  return rows.map((row) => row.email);
}
