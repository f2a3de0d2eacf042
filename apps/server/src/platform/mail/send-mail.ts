import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Every e-mail goes through the outbox table first, in the caller's transaction when it passes one,
 * so a message is never sent for a change that rolled back. Delivery (SMTP when configured) reads
 * the outbox; without SMTP the outbox is the mailbox shown at /dev/mailbox.
 */
export async function sendMail(db: Pick<Database, 'insert'>, message: MailMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ toAddress: message.to.toLowerCase(), subject: message.subject, html: message.html, text: message.text })
    .returning({ id: mailOutbox.id });
  queuedMailListener?.(message);
  return row!.id;
}

let queuedMailListener: ((message: MailMessage) => void) | undefined;

/** Start-up hooks the log line in here (developers find their confirmation links in the log). */
export function onMailQueued(listener: ((message: MailMessage) => void) | undefined) {
  queuedMailListener = listener;
}
