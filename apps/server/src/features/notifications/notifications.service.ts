import type { NotificationSettings } from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { runs } from '../../platform/db/schema';
import { sendMail } from '../../platform/mail';
import { findPreferences, findRecipient, savePreferences } from './notifications.queries';
import { runEndedEmail } from './run-ended-email';

export async function getNotificationSettings(db: Database, user: SessionUser): Promise<NotificationSettings> {
  const row = await findPreferences(db, user.id);
  return { runCompleted: row?.runCompleted ?? false, runFailed: row?.runFailed ?? false };
}

export async function updateNotificationSettings(db: Database, user: SessionUser, input: NotificationSettings) {
  await savePreferences(db, user.id, input);
  return input;
}

/** True when the user wants an e-mail about any run end: fixed on the run when it starts. */
export async function wantsRunEmails(db: Database, userId: string): Promise<boolean> {
  const row = await findPreferences(db, userId);
  return Boolean(row?.runCompleted || row?.runFailed);
}

/**
 * In the transaction that ends a run flagged at start: the e-mail goes to the outbox with the run's
 * final state, if the user still wants this kind (completed or failed; cancelled runs write none).
 */
export async function queueRunEndedEmail(tx: Database, run: typeof runs.$inferSelect, publicUrl: string) {
  if (run.status !== 'completed' && run.status !== 'failed') return;
  const recipient = await findRecipient(tx, run.userId, run.automationId);
  if (!recipient) return;
  if (!(run.status === 'completed' ? recipient.runCompleted : recipient.runFailed)) return;
  await sendMail(
    tx,
    runEndedEmail({
      to: recipient.email,
      name: recipient.name,
      automationName: recipient.automationName,
      run: { ...run, status: run.status },
      publicUrl,
    }),
  );
}
