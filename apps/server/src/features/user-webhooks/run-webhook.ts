import { eq } from 'drizzle-orm';
import { webhookEventTypes, type RunWebhookEvent, type WebhookEventType } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { automations, type runs } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { enqueueDelivery } from './delivery-job';
import { endpointsFor } from './webhook-endpoints.queries';
import { insertDelivery } from './user-webhooks.queries';

type RunRow = typeof runs.$inferSelect;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A URL a run names for itself hears how the run ends, as the single run.ended event did before (issue 8). */
export const RUN_URL_EVENTS: readonly WebhookEventType[] = ['run.completed', 'run.failed', 'run.refunded'];

/** The run's state as receivers get it (contract: runWebhookEvent). */
export function runWebhookEvent(
  type: WebhookEventType,
  run: RunRow,
  automationName: string | null,
  now: Date,
): RunWebhookEvent {
  const ended = run.status !== 'pending' && run.status !== 'running';
  return {
    type,
    timestamp: now.toISOString(),
    data: {
      id: run.id,
      status: run.status,
      automation: { id: run.automationId, name: automationName },
      tokensCharged: run.tokensCharged,
      tokensRefunded: run.tokensRefunded,
      result: run.status === 'completed' ? run.resultData : null,
      error: ended && run.status !== 'completed' ? { kind: run.failureKind ?? null, message: run.errorMessage } : null,
      createdAt: run.createdAt.toISOString(),
      startedAt: iso(run.startedAt),
      completedAt: iso(run.completedAt),
    },
  };
}

/**
 * Fixed on the run when it starts, so the many runs nobody listens to look nothing up later: the
 * event types any enabled endpoint of the user wants, and those the run's own URL hears.
 */
export function webhookEventsAtStart(subscribed: readonly string[], runUrl: string | null): WebhookEventType[] {
  return webhookEventTypes.filter(
    (type) => subscribed.includes(type) || (runUrl !== null && RUN_URL_EVENTS.includes(type)),
  );
}

/**
 * Called in the transaction that moves a run on: one delivery per listener of each event (the
 * enabled endpoints whose filter has it, and the run's own URL), each with its first attempt's job,
 * so the event cannot be lost once the run's new state is committed.
 */
export async function queueRunEvents(
  tx: Database,
  queue: JobQueue | undefined,
  run: RunRow,
  types: readonly WebhookEventType[],
): Promise<void> {
  const wanted = types.filter((type) => run.webhookEvents.includes(type));
  if (wanted.length === 0) return;
  const [automation] = run.automationId
    ? await tx.select({ name: automations.name }).from(automations).where(eq(automations.id, run.automationId))
    : [];
  const now = new Date();
  for (const type of wanted) {
    const payload = runWebhookEvent(type, run, automation?.name ?? null, now);
    const targets: { endpointId: string | null; url: string }[] = (await endpointsFor(tx, run.userId, type)).map(
      (endpoint) => ({ endpointId: endpoint.id, url: endpoint.url }),
    );
    if (run.completionWebhookUrl && RUN_URL_EVENTS.includes(type)) {
      targets.push({ endpointId: null, url: run.completionWebhookUrl });
    }
    for (const target of targets) {
      const delivery = await insertDelivery(tx, {
        userId: run.userId,
        runId: run.id,
        eventType: type,
        payload,
        ...target,
      });
      if (queue) await enqueueDelivery(queue, tx, delivery.id);
    }
  }
}

/** The events a run's end sends: its outcome, then run.refunded when tokens went back to the user. */
export function endEvents(status: RunRow['status'], refunded: boolean): WebhookEventType[] {
  const outcome: WebhookEventType[] =
    status === 'completed' ? ['run.completed'] : status === 'failed' ? ['run.failed'] : [];
  return refunded ? [...outcome, 'run.refunded'] : outcome;
}
