import { sql, type Placeholder } from 'drizzle-orm';
import type { WebhookEventType } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import { notificationPreferences, userWebhookEndpoints } from '../../../platform/db/schema';
import { queueRunEndedEmail } from '../../notifications';
import { queueRunResultDeliveries } from '../../result-deliveries';
import { checkCompletionWebhookUrl, endEvents, queueRunEvents, webhookEventsAtStart } from '../../user-webhooks';
import type { RunsContext } from '../run-context';
import type { RunRow } from '../runs.queries';

/** What finishRun needs for a run's follow-ups besides the database. */
export type FinishContext = Pick<RunsContext, 'db' | 'jobQueue' | 'publicUrl' | 'log'>;

/** Who listens for a user's runs, read with the automation a run starts (runs.queries). */
export interface RunListeners {
  /** Events the user's enabled webhook endpoints subscribe to. */
  subscribed: string[];
  /** Whether the user wants an e-mail when a run ends. */
  notify: boolean;
}

/**
 * The select list of RunListeners for `userId`, so that a start reads them in the query that reads
 * its automation instead of one of its own. Qualified by hand: inside a subquery drizzle names
 * columns bare.
 */
export const runListenerColumns = (userId: string | Placeholder) => ({
  subscribed: sql<string[]>`array(select distinct unnest(e.events) from ${userWebhookEndpoints} e
    where e.user_id = ${userId} and e.enabled)`,
  notify: sql<boolean>`exists (select 1 from ${notificationPreferences} np
    where np.user_id = ${userId} and (np.run_completed or np.run_failed))`,
});

/**
 * Fixed on the run when it starts (issue 8, decision 031): the run's own webhook URL, the webhook
 * events someone listens for (that URL, the user's enabled endpoints) and whether the user wants
 * e-mails, so moving on the many runs without follow-ups looks nothing up. The listeners come read
 * (runListenerColumns); a per-run URL passes the outbound address rules first.
 */
export async function runFollowUpsAtStart(
  context: RunsContext,
  listeners: RunListeners,
  webhookUrl: string | undefined,
): Promise<{ completionWebhookUrl: string | null; webhookEvents: WebhookEventType[]; notifyOnEnd: boolean }> {
  if (webhookUrl) await checkCompletionWebhookUrl(webhookUrl, context.customerPolicy, 'webhookUrl');
  const completionWebhookUrl = webhookUrl ?? null;
  return {
    completionWebhookUrl,
    webhookEvents: webhookEventsAtStart(listeners.subscribed, completionWebhookUrl),
    notifyOnEnd: Boolean(listeners.notify),
  };
}

/**
 * In finishRun's transaction, only for a run that has follow-ups: its e-mail, its webhook
 * events (the outcome, and run.refunded when tokens went back) and its result deliveries' jobs.
 */
export async function queueRunFollowUps(
  context: FinishContext,
  tx: Database,
  run: RunRow,
  refunded: boolean,
): Promise<void> {
  if (run.notifyOnEnd) await queueRunEndedEmail(tx, run, context.publicUrl);
  await queueRunEvents(tx, context.jobQueue, run, endEvents(run.status, refunded));
  if (run.deliversResult) await queueRunResultDeliveries(tx, context.jobQueue, run.id);
}

/** After the claim (pending -> running), for a run someone wants run.started of. */
export async function queueRunStarted(context: FinishContext, run: RunRow): Promise<void> {
  if (!run.webhookEvents.includes('run.started')) return;
  await context.db.transaction((tx) => queueRunEvents(tx, context.jobQueue, run, ['run.started']));
}
