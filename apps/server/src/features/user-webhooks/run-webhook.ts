import { eq } from 'drizzle-orm';
import type { RunEndedWebhookEvent } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { automations, type runs } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { enqueueDelivery } from './delivery-job';
import { insertDelivery } from './user-webhooks.queries';

type EndedRun = typeof runs.$inferSelect;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The run's final state as receivers get it (contract: runEndedWebhookEvent). */
export function runEndedEvent(run: EndedRun, automationName: string | null, now: Date): RunEndedWebhookEvent {
  return {
    type: 'run.ended',
    timestamp: now.toISOString(),
    data: {
      id: run.id,
      status: run.status,
      automation: { id: run.automationId, name: automationName },
      tokensCharged: run.tokensCharged,
      tokensRefunded: run.tokensRefunded,
      result: run.status === 'completed' ? run.resultData : null,
      error: run.status === 'completed' ? null : { kind: run.failureKind ?? null, message: run.errorMessage },
      createdAt: run.createdAt.toISOString(),
      startedAt: iso(run.startedAt),
      completedAt: iso(run.completedAt),
    },
  };
}

/**
 * Called in the transaction that ends a run with a completion webhook: the delivery and its first
 * attempt's job are written with the run's final state, so an ended run always gets its webhook.
 */
export async function queueRunWebhook(tx: Database, queue: JobQueue | undefined, run: EndedRun): Promise<void> {
  if (!run.completionWebhookUrl) return;
  const [automation] = run.automationId
    ? await tx.select({ name: automations.name }).from(automations).where(eq(automations.id, run.automationId))
    : [];
  const delivery = await insertDelivery(tx, {
    userId: run.userId,
    runId: run.id,
    url: run.completionWebhookUrl,
    eventType: 'run.ended',
    payload: runEndedEvent(run, automation?.name ?? null, new Date()),
  });
  if (queue) await enqueueDelivery(queue, tx, delivery.id);
}
