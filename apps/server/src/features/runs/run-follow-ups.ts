import { eq, sql } from 'drizzle-orm';
import type { WebhookEventType } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { notificationPreferences, userWebhookEndpoints, users } from '../../platform/db/schema';
import { queueRunEndedEmail } from '../notifications';
import { checkCompletionWebhookUrl, endEvents, queueRunEvents, webhookEventsAtStart } from '../user-webhooks';
import type { RunsContext } from './run-context';
import type { RunRow } from './runs.queries';

/** What finishRun needs for a run's follow-ups besides the database. */
export type FinishContext = Pick<RunsContext, 'db' | 'jobQueue' | 'publicUrl'>;

/**
 * Fixed on the run when it starts (issue 8, decision 031): the run's own webhook URL, the webhook
 * events someone listens for (that URL, the user's enabled endpoints) and whether the user wants
 * e-mails, so moving on the many runs without follow-ups looks nothing up. One query for both; a
 * per-run URL passes the outbound address rules first.
 */
export async function runFollowUpsAtStart(
  context: RunsContext,
  userId: string,
  webhookUrl: string | undefined,
): Promise<{ completionWebhookUrl: string | null; webhookEvents: WebhookEventType[]; notifyOnEnd: boolean }> {
  if (webhookUrl) await checkCompletionWebhookUrl(webhookUrl, context.outbound.policy, 'webhookUrl');
  const [row] = await context.db
    .select({
      // Qualified by hand: inside a subquery drizzle names columns bare, and "id" would be the endpoint's.
      subscribed: sql<string[]>`array(select distinct unnest(e.events) from ${userWebhookEndpoints} e
        where e.user_id = "users"."id" and e.enabled)`,
      notify: sql<boolean>`exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and (${notificationPreferences.runCompleted} or ${notificationPreferences.runFailed}))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const completionWebhookUrl = webhookUrl ?? null;
  return {
    completionWebhookUrl,
    webhookEvents: webhookEventsAtStart(row?.subscribed ?? [], completionWebhookUrl),
    notifyOnEnd: Boolean(row?.notify),
  };
}

/**
 * In finishRun's transaction, only for a run that has follow-ups: its e-mail and its webhook
 * events (the outcome, and run.refunded when tokens went back).
 */
export async function queueRunFollowUps(
  context: FinishContext,
  tx: Database,
  run: RunRow,
  refunded: boolean,
): Promise<void> {
  if (run.notifyOnEnd) await queueRunEndedEmail(tx, run, context.publicUrl);
  await queueRunEvents(tx, context.jobQueue, run, endEvents(run.status, refunded));
}

/** After the claim (pending -> running), for a run someone wants run.started of. */
export async function queueRunStarted(context: FinishContext, run: RunRow): Promise<void> {
  if (!run.webhookEvents.includes('run.started')) return;
  await context.db.transaction((tx) => queueRunEvents(tx, context.jobQueue, run, ['run.started']));
}
