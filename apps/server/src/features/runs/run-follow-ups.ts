import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { notificationPreferences, userWebhookSettings, users } from '../../platform/db/schema';
import { queueRunEndedEmail } from '../notifications';
import { checkCompletionWebhookUrl, queueRunWebhook } from '../user-webhooks';
import type { RunsContext } from './run-context';
import type { RunRow } from './runs.queries';

/** What finishRun needs for a run's follow-ups besides the database. */
export type FinishContext = Pick<RunsContext, 'db' | 'jobQueue' | 'publicUrl'>;

/**
 * Fixed on the run when it starts (issue 8): the completion webhook URL (the request's, else the
 * user's default) and whether the user wants e-mails, so ending the many runs without follow-ups
 * looks nothing up. One query for both; a per-run URL passes the outbound address rules first.
 */
export async function runFollowUpsAtStart(
  context: RunsContext,
  userId: string,
  webhookUrl: string | undefined,
): Promise<{ completionWebhookUrl: string | null; notifyOnEnd: boolean }> {
  if (webhookUrl) await checkCompletionWebhookUrl(webhookUrl, context.outbound.policy, 'webhookUrl');
  const [row] = await context.db
    .select({
      defaultUrl: sql<
        string | null
      >`(select ${userWebhookSettings.defaultUrl} from ${userWebhookSettings} where ${userWebhookSettings.userId} = ${users.id})`,
      notify: sql<boolean>`exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and (${notificationPreferences.runCompleted} or ${notificationPreferences.runFailed}))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return { completionWebhookUrl: webhookUrl ?? row?.defaultUrl ?? null, notifyOnEnd: Boolean(row?.notify) };
}

/** In finishRun's transaction, only for a run that has follow-ups: its e-mail and its webhook delivery. */
export async function queueRunFollowUps(context: FinishContext, tx: Database, run: RunRow): Promise<void> {
  if (run.notifyOnEnd) await queueRunEndedEmail(tx, run, context.publicUrl);
  if (run.completionWebhookUrl) await queueRunWebhook(tx, context.jobQueue, run);
}
