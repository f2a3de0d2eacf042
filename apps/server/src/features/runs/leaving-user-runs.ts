import type { Database } from '../../platform/db/database';
import { finishRun } from './finish-run';
import type { FinishContext } from './run-follow-ups';
import { listInFlightRunIds } from './runs.queries';

/**
 * Ends a leaving user's queued and running runs in the account deletion's transaction, as their
 * own cancel would (finish-run decide()). Once the profile is gone the ledger cannot lock the
 * balance, so a run left in flight could never be settled, and its callbacks and the deadline
 * sweeper would fail on it (issue 13, finding 2). Answers how many runs it ended.
 */
export async function cancelRunsOfLeavingUser(context: FinishContext, tx: Database, userId: string): Promise<number> {
  let cancelled = 0;
  for (const runId of await listInFlightRunIds(tx, userId)) {
    const ended = await finishRun({ ...context, db: tx }, runId, { status: 'cancelled' }, ['pending', 'running']);
    if (ended) cancelled++;
  }
  return cancelled;
}
