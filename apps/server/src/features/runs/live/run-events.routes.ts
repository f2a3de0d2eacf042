import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isFinishedRunStatus,
  runParams,
  type BalanceChangeEvent,
  type RunChangeEvent,
  type RunProgressEvent,
  type UserStreamReadyEvent,
} from '@basalt/contracts';
import { requireUser } from '../../../platform/auth';
import type { RunsContext } from '../run-context';
import type { RunEventBus } from './run-event-bus';
import { toRun } from '../run-presenter';
import {
  latestRunEventId,
  listRunEventsAfter,
  listUserRunEventsAfter,
  USER_EVENTS_PAGE,
} from '../history/run-log.queries';
import { getOwnRunView } from '../runs.service';
import { readTokenBalance } from '../runs.queries';
import { SseStream } from './sse-stream';

/** The Last-Event-ID a reconnecting client sends: the log id of the last event it received. */
function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/** Work on a stream one step at a time, so a slow read never sends an older state after a newer one. */
function orderedSteps(stream: SseStream) {
  let sending = Promise.resolve();
  return (work: () => Promise<void>) => {
    sending = sending.then(work).catch(() => stream.close());
  };
}

/**
 * Live status over Server-Sent Events (issue 6.7), each event with the id of its row in the run log
 * (`run_events`, decision 027): a client that reconnects with Last-Event-ID is sent every step after
 * it, so it misses nothing (issue 17). The bus only says "something changed"; the log is read for
 * what. /api/runs/{id}/events: a `run` event with the whole run first and at every final state,
 * `progress` events in between; the stream ends when the run does. /api/runs/events: a `change`
 * event for each step of any of the user's runs, and a `balance` event with the balance once
 * connected and whenever a step of one of their runs changed it, from any process (issue 41): the
 * web app keeps every balance and run list right with it, whichever page started the run.
 */
export function registerRunEvents(app: FastifyInstance, context: RunsContext, bus: RunEventBus) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/runs/events',
    {
      schema: {
        tags: ['runs'],
        summary: 'Live changes of your runs and your balance (SSE, resumable with Last-Event-ID)',
        description:
          'Events: `ready` (`{userId}`) once connected; `change` (`{id, status}`) at each step of any of your runs, ' +
          'with the run-log id to resume from; `balance` (`{balance}`) on connecting and whenever a step of one of ' +
          'your runs changed it (no id: a reconnect sends it anew).',
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const resumeAfter = lastEventIdOf(request);
      const stream = new SseStream(request, reply);
      const step = orderedSteps(stream);
      let lastId = 0;
      const sendSteps = async () => {
        for (;;) {
          const rows = await listUserRunEventsAfter(context.db, user.id, lastId);
          for (const row of rows) {
            lastId = row.id;
            stream.send('change', { id: row.runId, status: row.status } satisfies RunChangeEvent, row.id);
          }
          if (rows.length < USER_EVENTS_PAGE || stream.closed) return;
        }
      };
      // Read again at each step of the user's runs (they are announced after commit), never announced by
      // the ledger: a NOTIFY inside every charge would serialise commits (migration 0033). Sent only when
      // it changed, without an id, so a reconnect still resumes after the last run step.
      let sentBalance: number | undefined;
      const sendBalance = async () => {
        const balance = await readTokenBalance(context.db, user.id);
        if (balance === undefined || balance === sentBalance) return;
        sentBalance = balance;
        stream.send('balance', { balance } satisfies BalanceChangeEvent);
      };
      // Watch before the first read, so no change between the read and the watch is lost.
      stream.onClose(
        bus.watchUser(user.id, () => {
          step(sendSteps);
          step(sendBalance);
        }),
      );
      step(async () => {
        stream.send('ready', { userId: user.id } satisfies UserStreamReadyEvent);
        await sendBalance();
        if (resumeAfter === null) lastId = await latestRunEventId(context.db);
        else {
          lastId = resumeAfter;
          await sendSteps();
        }
      });
    },
  );

  routes.get(
    '/api/runs/:id/events',
    {
      schema: {
        tags: ['runs'],
        summary: 'Live status of one run (SSE, resumable with Last-Event-ID)',
        params: runParams,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const runId = request.params.id;
      const resumeAfter = lastEventIdOf(request);
      await getOwnRunView(context, user.id, runId);
      const stream = new SseStream(request, reply);
      const step = orderedSteps(stream);
      let lastId = 0;
      const sendSnapshot = async (id: number) => {
        const run = await toRun(context, await getOwnRunView(context, user.id, runId));
        stream.send('run', { run }, id);
        if (isFinishedRunStatus(run.status)) stream.close();
      };
      const sendSteps = async () => {
        for (const row of await listRunEventsAfter(context.db, runId, lastId)) {
          if (stream.closed) return;
          lastId = row.id;
          if (row.kind === 'status' && isFinishedRunStatus(row.status)) return sendSnapshot(row.id);
          const progress: RunProgressEvent = {
            id: runId,
            status: row.status,
            progress: row.progress,
            progressMessage: row.kind === 'progress' ? row.message : null,
          };
          stream.send('progress', progress, row.id);
        }
      };
      stream.onClose(bus.watchRun(runId, () => step(sendSteps)));
      step(async () => {
        if (resumeAfter !== null) {
          lastId = resumeAfter;
          return sendSteps();
        }
        // The snapshot is at least as new as the log id read before it; later steps come from the log.
        lastId = await latestRunEventId(context.db, runId);
        await sendSnapshot(lastId);
      });
    },
  );
}
