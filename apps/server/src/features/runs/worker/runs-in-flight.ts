/**
 * The runs one worker process is calling workflows for. A run's job ends once its run is claimed
 * (decision 039), so pg-boss's graceful stop no longer waits for them: the process drains them here
 * before it closes the database. The cap keeps as many calls open at once as the worker's fetch loops
 * used to hold.
 */
export class RunsInFlight {
  readonly #running = new Set<Promise<void>>();
  #wakeWaiters: (() => void)[] = [];

  constructor(readonly cap: number) {}

  get size(): number {
    return this.#running.size;
  }

  /** Resolves once `count` more runs fit under the cap (at once when none is in flight). */
  async roomFor(count: number): Promise<void> {
    while (this.#running.size > 0 && this.#running.size + count > this.cap) {
      await new Promise<void>((resolve) => this.#wakeWaiters.push(resolve));
    }
  }

  /** Keeps `run` (which never rejects) in flight until it settles. */
  track(run: Promise<void>): void {
    this.#running.add(run);
    const settled = () => {
      this.#running.delete(run);
      for (const wake of this.#wakeWaiters.splice(0)) wake();
    };
    run.then(settled, settled);
  }

  /** Waits for every run in flight, at most `timeoutMs`; answers how many were still going then. */
  async drain(timeoutMs: number): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.#running]), timeout]);
    clearTimeout(timer);
    return this.#running.size;
  }
}
