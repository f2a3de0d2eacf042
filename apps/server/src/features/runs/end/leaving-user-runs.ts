import type { Database } from '../../../platform/db/database';
import { finishRun } from './finish-run';
import type { FinishContext } from './run-follow-ups';
import { lockInFlightRuns } from '../runs.queries';

/**
 * Takes a leaving user's queued and running runs before the user row: a run being finished holds
 * its run row first, then the balance and the user, so the deletion waits for it instead of
 * deadlocking with it.
 */
export async function lockRunsOfLeavingUser(tx: Database, userId: string): Promise<void> {
  await lockInFlightRuns(tx, userId);
}

/**
 * Ends a leaving user's queued and running runs in the account deletion's transaction, as their
 * own cancel would (finish-run decide()). Once the profile is gone the ledger cannot lock the
 * balance, so a run left in flight could never be settled, and its callbacks and the deadline
 * sweeper would fail on it (issue 13, finding 2). Answers how many runs it ended.
 */
export async function cancelRunsOfLeavingUser(context: FinishContext, tx: Database, userId: string): Promise<number> {
  let cancelled = 0;
  for (const runId of await lockInFlightRuns(tx, userId)) {
    const ended = await finishRun({ ...context, db: tx }, runId, { status: 'cancelled' }, ['pending', 'running']);
    if (ended) cancelled++;
  }
  return cancelled;
}
