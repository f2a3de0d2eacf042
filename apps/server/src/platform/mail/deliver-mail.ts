import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { queryRows } from '../db/query-rows';
import { mailOutbox } from '../db/schema';
import type { MailMessage } from './send-mail';

/** Something that can hand an e-mail to the outside world (SMTP in production, a test double never). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** After this many failed tries a message is marked failed and left for a person to look at. */
export const MAX_MAIL_ATTEMPTS = 6;

/**
 * Sends the queued messages that are due and records the outcome of each. Claiming a row increments
 * its attempts in the same statement (SKIP LOCKED), which also schedules the next try (attempts²
 * minutes after the message was queued), so several workers never send one message twice at once
 * and the network call happens outside any transaction.
 */
export async function deliverQueuedMail(
  db: Database,
  transport: MailTransport,
  options: { batchSize?: number; onError?: (error: unknown, to: string) => void } = {},
): Promise<{ sent: number; failed: number }> {
  const rows = await queryRows<ClaimedMail>(
    db,
    sql`
    update mail_outbox set attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status = 'queued' and attempts < ${MAX_MAIL_ATTEMPTS}
        and created_at + (attempts * attempts) * interval '1 minute' <= now()
      order by created_at
      limit ${options.batchSize ?? 20}
      for update skip locked
    )
    returning id, to_address, subject, html, text, attempts`,
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await transport.send({ to: row.to_address, subject: row.subject, html: row.html, text: row.text });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      options.onError?.(error, row.to_address);
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 1000), ...(row.attempts >= MAX_MAIL_ATTEMPTS ? { status: 'failed' } : {}) })
        .where(eq(mailOutbox.id, row.id));
      failed += 1;
    }
  }
  return { sent, failed };
}
