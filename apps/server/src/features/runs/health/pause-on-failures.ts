import type { RunFailureKind, RunStatus } from '@basalt/contracts';
import { sendMail } from '../../../platform/mail';
import type { RunsContext } from '../run-context';
import { finishRun } from '../end/finish-run';
import type { FinishContext } from '../end/run-follow-ups';
import { automationPausedEmail } from './automation-paused-email';
import { listAdminAddresses, listQueuedRunsOfPaused, pauseWhenUnhealthy } from './health-verdict.queries';

/** What D18 counts: the refunded kind of failure (D4), not a refused input nor a run a pause never started. */
export const isPlatformFailure = (status: RunStatus, kind: RunFailureKind | null) =>
  status === 'failed' && kind !== 'input_rejected' && kind !== 'automation_paused';

type HealthContext = FinishContext & Pick<RunsContext, 'log'>;

/**
 * Fails and refunds runs of a paused automation that are still queued, so none of them starts (D18).
 * finishRun moves each from `pending` once: a worker claiming it at the same moment either started
 * it first (it then runs) or finds it failed.
 */
export async function refuseQueuedRunsOfPaused(
  context: FinishContext,
  which: Parameters<typeof listQueuedRunsOfPaused>[1],
  message = 'Not started: this automation is paused and temporarily unavailable.',
): Promise<number> {
  let refused = 0;
  for (const runId of await listQueuedRunsOfPaused(context.db, which)) {
    const ended = await finishRun(context, runId, { status: 'failed', kind: 'automation_paused', message }, [
      'pending',
    ]);
    if (ended) refused++;
  }
  return refused;
}

/**
 * Right after a platform failure has committed (so the last of racing failures sees them all):
 * pause the automation if it has passed a threshold, alert every admin in the same transaction
 * (once per pause), then refund its queued runs. A failure here never undoes the run's end.
 */
export async function pauseIfUnhealthy(context: HealthContext, automationId: string): Promise<void> {
  try {
    const paused = await context.db.transaction(async (tx) => {
      const automation = await pauseWhenUnhealthy(tx, automationId);
      if (!automation) return undefined;
      const manageUrl = `${context.publicUrl}/admin/automations`;
      for (const admin of await listAdminAddresses(tx)) {
        await sendMail(tx, automationPausedEmail(admin, automation, manageUrl));
      }
      return automation;
    });
    if (!paused) return;
    context.log.warn({ automationId, reason: paused.reason }, 'automation paused after repeated failures');
    await refuseQueuedRunsOfPaused(context, { automationId });
  } catch (error) {
    context.log.error({ err: error, automationId }, 'automation health could not be checked');
  }
}
