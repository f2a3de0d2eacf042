import type { RunFailureKind, RunStatus } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import { withFieldLabels } from './field-labels-in-message';
import { settleRunEnd } from './run-billing';
import { queueRunFollowUps, type FinishContext } from './run-follow-ups';
import { findAutomationForRun, findRunFields, lockRun, updateRun, type RunRow } from '../runs.queries';
import { isPlatformFailure, pauseIfUnhealthy } from '../health/pause-on-failures';

export type RunEnd =
  | { status: 'completed'; result: Record<string, unknown> }
  | { status: 'failed'; kind: RunFailureKind; message: string }
  | { status: 'cancelled' };

/**
 * D4: the user's own failures (input rejected) are not refunded; every other failure is. A user's
 * cancel refunds what has not run: a queued run in full, a started per_run run in full (its workflow
 * is abandoned), a started metered run is charged for its started minutes.
 */
function decide(run: RunRow, end: RunEnd): 'refund' | 'charge' {
  if (end.status === 'completed') return 'charge';
  if (end.status === 'failed') return end.kind === 'input_rejected' ? 'charge' : 'refund';
  return run.status === 'pending' || run.pricing.hold === 0 ? 'refund' : 'charge';
}

/**
 * The one way a run ends. In one transaction: lock the run, check it is still in a state it may
 * end from (so a second final callback, a late worker or a sweeper finds nothing to do), settle its
 * tokens, write the final state (a trigger notifies listeners) and queue its follow-ups (webhook,
 * e-mail). Answers the ended run, or null when it had already ended. `alongside` joins the same
 * transaction (an admin's cancel writes its audit entry there, decision 013). After a platform
 * failure has committed, the automation's health thresholds are checked (DESIGN D18).
 */
export async function finishRun(
  context: FinishContext,
  runId: string,
  end: RunEnd,
  from: readonly RunStatus[] = ['running'],
  alongside?: (tx: Database, run: RunRow) => Promise<void>,
): Promise<RunRow | null> {
  const ended = await context.db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || !from.includes(run.status)) return null;
    const now = new Date();
    const decision = decide(run, end);
    // The name only goes into ledger descriptions, as the user saw it when starting; a run stored
    // without one (made directly, as tests do) reads it from the automation.
    const movesTokens = run.pricing.hold > 0 || (decision === 'refund' && run.tokensCharged > 0);
    const inputRejected = end.status === 'failed' && end.kind === 'input_rejected';
    const automation =
      movesTokens && !run.automationName && run.automationId
        ? await findAutomationForRun(tx, run.automationId)
        : undefined;
    // The labels of the form the run was started with: its version's (DESIGN D19).
    const fields = inputRejected ? await findRunFields(tx, run) : undefined;
    const name = run.automationName ?? automation?.name ?? 'a deleted automation';
    const settlement = await settleRunEnd(tx, run, name, decision, now);
    const returned = settlement.returned
      ? ' Your tokens have been refunded.'
      : inputRejected && settlement.tokensCharged > 0
        ? ` The ${settlement.tokensCharged} tokens were kept, because the workflow refused this input.`
        : '';
    const failure = end.status === 'failed' && fields ? withFieldLabels(end.message, fields) : undefined;
    const updated = await updateRun(tx, runId, {
      status: end.status,
      resultData: end.status === 'completed' ? end.result : null,
      errorMessage:
        end.status === 'failed'
          ? `${failure ?? end.message}${returned}`
          : end.status === 'cancelled'
            ? `Cancelled.${returned}`
            : null,
      failureKind: end.status === 'failed' ? end.kind : end.status === 'cancelled' ? 'cancelled' : null,
      progress: end.status === 'completed' ? 100 : run.progress,
      completedAt: now,
      executionTimeMs: run.startedAt ? now.getTime() - run.startedAt.getTime() : null,
      tokensCharged: settlement.tokensCharged,
      tokensRefunded: settlement.tokensRefunded,
      deadlineAt: null,
    });
    if (alongside) await alongside(tx, updated);
    // Fixed at start: most runs have no webhook, no e-mail and no delivery, and look nothing up here.
    if (updated.webhookEvents.length > 0 || updated.notifyOnEnd || updated.deliversResult) {
      await queueRunFollowUps(context, tx, updated, settlement.returned);
    }
    return updated;
  });
  if (ended?.automationId && isPlatformFailure(ended.status, ended.failureKind)) {
    await pauseIfUnhealthy(context, ended.automationId);
  }
  return ended;
}
