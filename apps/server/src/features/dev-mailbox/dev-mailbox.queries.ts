import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { mailOutbox } from '../../platform/db/schema';

export const LIST_LIMIT = 100;

export function listMail(db: Database, to?: string) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(LIST_LIMIT);
}

export async function getMail(db: Database, id: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}

export type MailListItem = Awaited<ReturnType<typeof listMail>>[number];
export type MailMessageRow = NonNullable<Awaited<ReturnType<typeof getMail>>>;
