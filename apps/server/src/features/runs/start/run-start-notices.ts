import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { JOB_WAKE_CHANNEL } from '../../../platform/jobs/job-queue';
import type { Logger } from '../../../platform/logger';
import { RUN_QUEUE } from '../worker/run-job';
import { RUN_CHANNEL, type RunChange } from '../live/run-notify';
import type { RunRow } from '../runs.queries';

/** Most runs one statement announces: each notice is one row of its JSON array. */
const MAX_GROUP = 500;

/**
 * One statement for a group of started runs: a notice per run on the run channel, and one wake-up
 * of the run workers (the run queue's name on pg-boss's channel). It changes no data, so it commits
 * without waiting for its WAL flush: a notice is gone with a crash whatever its commit record does.
 */
export async function sendRunStartNotices(db: Database, changes: RunChange[]): Promise<void> {
  const payloads = JSON.stringify(changes.map((change) => JSON.stringify(change)));
  await db.execute(sql`select set_config('synchronous_commit', 'off', true),
    (select count(pg_notify(${RUN_CHANNEL}, notice)) from json_array_elements_text(${payloads}::json) as notice),
    pg_notify(${JOB_WAKE_CHANNEL}, ${RUN_QUEUE})`);
}

/**
 * Announces started runs once their start has committed (migration 0033): to the live views of
 * every web process, and to the run workers, which fetch at once instead of at their next poll. A
 * start's own transaction NOTIFYs nothing, because PostgreSQL commits notifying transactions one at a
 * time. Runs started while a group is on its way go together in the next statement, so under load
 * one commit announces many (as completions are written, decision 039). A lost notice costs a worker
 * its next poll (half a second) and nothing else: live views read the run log for what changed.
 */
export class RunStartNotices {
  #waiting: RunChange[] = [];
  #sending: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  announce(run: Pick<RunRow, 'id' | 'userId'>): void {
    this.#waiting.push({ id: run.id, userId: run.userId, status: 'pending', progress: null, progressMessage: null });
    this.#sending ??= this.#send();
  }

  /** Resolves once every run announced so far has been sent, or its failure logged. */
  settled(): Promise<void> {
    return this.#sending ?? Promise.resolve();
  }

  async #send() {
    while (this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_GROUP);
      try {
        await sendRunStartNotices(this.db, group);
      } catch (error) {
        this.log.error({ err: error, runIds: group.map((run) => run.id) }, 'started runs could not be announced');
      }
    }
    // Cleared in the same turn as the last check, so a run announced from now on starts a new send.
    this.#sending = undefined;
  }
}

const noticesOf = new WeakMap<Database, RunStartNotices>();

/** The one announcement queue of a database handle, shared by every start this process makes. */
export function runStartNoticesFor(db: Database, log: Logger): RunStartNotices {
  let notices = noticesOf.get(db);
  if (!notices) noticesOf.set(db, (notices = new RunStartNotices(db, log)));
  return notices;
}
