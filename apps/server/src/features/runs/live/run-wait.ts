import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFinishedRunStatus, RUN_WAIT_MAX_SECONDS, type Run } from '@basalt/contracts';
import type { RunsContext } from '../run-context';
import type { RunEventBus } from './run-event-bus';
import type { RunChange } from './run-notify';
import { getRun } from '../runs.service';

/**
 * Seconds of an RFC 7240 `Prefer: wait=N` header, at most RUN_WAIT_MAX_SECONDS; undefined without
 * one. Preferences are comma-separated and may carry `;` parameters, which do not matter here.
 */
export function preferredWaitSeconds(prefer: string | undefined): number | undefined {
  for (const preference of prefer?.split(',') ?? []) {
    const [name, value] = preference
      .split(';')[0]!
      .split('=')
      .map((part) => part.trim().replace(/^"|"$/g, ''));
    if (name?.toLowerCase() !== 'wait' || !value || !/^\d+$/.test(value)) continue;
    return Math.min(Number(value), RUN_WAIT_MAX_SECONDS);
  }
  return undefined;
}

/**
 * Holds `Prefer: wait` requests until their run ends (issue 8.2). Each waiting request watches its
 * run on the event bus and re-reads the run only when the bus says it ended (or may have missed a
 * change), so a thousand waiting clients cost no polling at all.
 */
export class RunWaits {
  private readonly waiting = new Set<AbortController>();

  constructor(
    private readonly context: RunsContext,
    readonly bus: RunEventBus,
  ) {}

  /** Answers every waiting request at once when the server shuts down, instead of holding it up. */
  register(app: FastifyInstance) {
    app.addHook('preClose', async () => this.waiting.forEach((controller) => controller.abort()));
  }

  /**
   * The run once it has ended, or as it is when `seconds` have passed or the client went away.
   * `onChange` sees every change on the way (an MCP client's progress notifications).
   */
  async untilEnded(
    userId: string,
    runId: string,
    seconds: number,
    reply: FastifyReply,
    onChange?: (change: RunChange) => void,
  ): Promise<Run> {
    const controller = new AbortController();
    const abort = () => controller.abort();
    reply.raw.once('close', abort);
    this.waiting.add(controller);
    const until = Date.now() + seconds * 1000;
    let wake = () => {};
    // Watch before the first read, so an end between the read and the watch is not missed.
    const stopWatching = this.bus.watchRun(runId, (change) => {
      if (change !== 'resync') onChange?.(change);
      if (change === 'resync' || isFinishedRunStatus(change.status)) wake();
    });
    try {
      for (;;) {
        const woken = new Promise<void>((resolve) => (wake = resolve));
        const run = await getRun(this.context, userId, runId);
        const left = until - Date.now();
        if (isFinishedRunStatus(run.status) || left <= 0 || controller.signal.aborted) return run;
        const timer = setTimeout(wake, left);
        controller.signal.addEventListener('abort', wake, { once: true });
        await woken;
        clearTimeout(timer);
        controller.signal.removeEventListener('abort', wake);
      }
    } finally {
      stopWatching();
      this.waiting.delete(controller);
      reply.raw.off('close', abort);
    }
  }
}
