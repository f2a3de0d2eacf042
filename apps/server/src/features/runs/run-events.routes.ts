import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isFinishedRunStatus, runParams, type RunProgressEvent } from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import type { RunsContext } from './run-context';
import type { RunEventBus } from './run-event-bus';
import { toRun } from './run-presenter';
import { getOwnRunView } from './runs.service';
import { SseStream } from './sse-stream';

/**
 * Live status over Server-Sent Events (issue 6.7). /api/runs/{id}/events: a `run` event with the
 * whole run first and at every final state, `progress` events in between; the stream ends when the
 * run does. /api/runs/events: a `change` event for each change of any of the user's runs.
 */
export function registerRunEvents(app: FastifyInstance, context: RunsContext, bus: RunEventBus) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/runs/events',
    { schema: { tags: ['runs'], summary: 'Live changes of your runs (SSE)' } },
    async (request, reply) => {
      const user = await requireUser(request);
      const stream = new SseStream(request, reply);
      stream.send('ready', { userId: user.id });
      stream.onClose(
        bus.watchUser(user.id, (change) => {
          if (change === 'resync') stream.send('resync', {});
          else stream.send('change', { id: change.id, status: change.status } satisfies Partial<RunProgressEvent>);
        }),
      );
    },
  );

  routes.get(
    '/api/runs/:id/events',
    { schema: { tags: ['runs'], summary: 'Live status of one run (SSE)', params: runParams } },
    async (request, reply) => {
      const user = await requireUser(request);
      const runId = request.params.id;
      await getOwnRunView(context, user.id, runId);
      const stream = new SseStream(request, reply);
      // Events are written in order, so a slow read never sends an older state after a newer one.
      let sending = Promise.resolve();
      const inOrder = (work: () => void | Promise<void>) => {
        sending = sending.then(work).catch(() => stream.close());
      };
      const sendSnapshot = () =>
        inOrder(async () => {
          if (stream.closed) return;
          const run = await toRun(context, await getOwnRunView(context, user.id, runId));
          stream.send('run', { run });
          if (isFinishedRunStatus(run.status)) stream.close();
        });
      // Watch before the first read, so no change between the read and the watch is lost.
      stream.onClose(
        bus.watchRun(runId, (change) => {
          if (change === 'resync' || isFinishedRunStatus(change.status)) return sendSnapshot();
          const progress: RunProgressEvent = {
            id: change.id,
            status: change.status,
            progress: change.progress,
            progressMessage: change.progressMessage,
          };
          inOrder(() => stream.send('progress', progress));
        }),
      );
      sendSnapshot();
    },
  );
}
