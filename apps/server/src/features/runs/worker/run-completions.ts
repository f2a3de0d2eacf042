import type { Database } from '../../../platform/db/database';
import { completeRunsWithoutSettlement, type RunCompletion } from '../runs.queries';

interface Waiting extends RunCompletion {
  settle: (completed: boolean | Error) => void;
}

/**
 * Completions of runs that move no tokens, written as a group commit (decision 039): the first one
 * goes at once; those that arrive while a write is on its way go together in the next statement. A
 * quiet worker adds no delay, and a busy one pays one round trip, commit and NOTIFY per group instead
 * of per run. A group the database refuses is written again run by run, so one bad result (text
 * PostgreSQL cannot store) fails only its own run.
 */
export class RunCompletions {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(private readonly db: Database) {}

  /** Resolves true once the run is completed, false when it was not running or has follow-ups. */
  complete(id: string, result: Record<string, unknown>): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id, result, settle: (done) => (done instanceof Error ? reject(done) : resolve(done)) });
      if (!this.#writing) void this.#write();
    });
  }

  async #write() {
    this.#writing = true;
    while (this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, 200);
      try {
        const completed = await completeRunsWithoutSettlement(this.db, group);
        for (const run of group) run.settle(completed.has(run.id));
      } catch (error) {
        if (group.length === 1) group[0]!.settle(error as Error);
        else for (const run of group) await this.#writeAlone(run);
      }
    }
    this.#writing = false;
  }

  async #writeAlone(run: Waiting) {
    try {
      run.settle((await completeRunsWithoutSettlement(this.db, [run])).has(run.id));
    } catch (error) {
      run.settle(error as Error);
    }
  }
}

const completionsOf = new WeakMap<Database, RunCompletions>();

/** The one group-commit queue of a database handle, shared by every run this process ends. */
export function runCompletionsFor(db: Database): RunCompletions {
  let completions = completionsOf.get(db);
  if (!completions) completionsOf.set(db, (completions = new RunCompletions(db)));
  return completions;
}
