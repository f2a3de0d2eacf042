import type { FastifyBaseLogger } from 'fastify';

/**
 * Auth work done after its request was answered (a password reset's token and e-mail), so the
 * answer takes the same time whether the account exists (issue 13, finding 9). `settled()` waits
 * for what is in flight: the server awaits it on close, before the database goes.
 */
export class DeferredAuthWork {
  private readonly pending = new Set<Promise<void>>();

  run(log: FastifyBaseLogger, description: string, work: () => Promise<void>): void {
    // setImmediate: the answer is on its way before the work starts.
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, `${description} failed after its answer`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
