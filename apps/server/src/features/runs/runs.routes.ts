import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedAnswer,
  getLatestRunQuery,
  getLatestRunResponse,
  getRunDetailResponse,
  getRunResponse,
  getRunStatsResponse,
  listRunAutomationsResponse,
  listRunsQuery,
  listRunsResponse,
  runParams,
  runWaitHeaders,
  startRunHeaders,
  startRunRequestBody,
  startRunResponse,
} from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import {
  idempotencyKeyOf,
  startRunAnswerExamples,
  startRunBodyExamples,
  startRunExamples,
} from './start/start-request';
import { preferredWaitSeconds, type RunWaits } from './live/run-wait';
import type { RunsContext } from './run-context';
import { getRunStats, listRuns, listRunAutomations } from './history/history.service';
import { getLatestRun } from './history/latest-run';
import { toRun } from './run-presenter';
import { listRunLog } from './history/run-log.queries';
import { findRunFields } from './runs.queries';
import { cancelRun, deleteRun, getRunDetail } from './runs.service';
import { startRun } from './start/start-run.service';

export function registerRunRoutes(app: FastifyInstance, context: RunsContext, waits: RunWaits) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  waits.register(app);
  routes.post(
    '/api/runs',
    {
      schema: {
        tags: ['runs'],
        summary: 'Start a run: validate, charge or hold the quote, queue it (idempotent per key)',
        description: startRunExamples,
        headers: startRunHeaders,
        body: startRunRequestBody.meta({ 'x-examples': startRunBodyExamples }),
        response: { 201: startRunResponse.meta({ 'x-examples': startRunAnswerExamples }) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      const run = await startRun(context, user, { ...request.body, idempotencyKey }, { apiKeyId: request.apiKeyId });
      if (run.replayed) reply.header('idempotent-replayed', 'true');
      const wait = preferredWaitSeconds(request.headers.prefer);
      if (wait === undefined) return reply.status(201).send({ run: await toRun(context, run) });
      reply.header('preference-applied', `wait=${wait}`);
      return reply.status(201).send({ run: await waits.untilEnded(user.id, run.id, wait, reply) });
    },
  );
  routes.get(
    '/api/runs',
    {
      schema: {
        tags: ['runs'],
        summary: 'Your run history, 20 per page, newest first, with the exact count',
        querystring: listRunsQuery,
        response: { 200: listRunsResponse },
      },
    },
    async (request) => listRuns(context, (await requireUser(request)).id, request.query),
  );
  routes.get(
    '/api/runs/stats',
    { schema: { tags: ['runs'], summary: 'Your run statistics over 30 days', response: { 200: getRunStatsResponse } } },
    async (request) => getRunStats(context, (await requireUser(request)).id),
  );
  routes.get(
    '/api/runs/automations',
    {
      schema: {
        tags: ['runs'],
        summary: 'Published automations, for the history filter',
        response: { 200: listRunAutomationsResponse },
      },
    },
    async (request) => {
      await requireUser(request);
      return listRunAutomations(context);
    },
  );
  routes.get(
    '/api/runs/latest',
    {
      schema: {
        tags: ['runs'],
        summary: 'Your newest run of an automation while it runs, and for 15 minutes after it ends',
        querystring: getLatestRunQuery,
        response: { 200: getLatestRunResponse },
      },
    },
    async (request) => getLatestRun(context, (await requireUser(request)).id, request.query.automationId),
  );
  routes.get(
    '/api/runs/:id',
    {
      schema: {
        tags: ['runs'],
        summary: 'One of your runs with its log (Prefer: wait=N answers once it has ended, or after N seconds)',
        params: runParams,
        headers: runWaitHeaders,
        response: { 200: getRunDetailResponse },
      },
    },
    async (request, reply) => {
      const userId = (await requireUser(request)).id;
      const wait = preferredWaitSeconds(request.headers.prefer);
      if (wait === undefined) return getRunDetail(context, userId, request.params.id);
      reply.header('preference-applied', `wait=${wait}`);
      const run = await waits.untilEnded(userId, request.params.id, wait, reply);
      const [events, fields] = await Promise.all([listRunLog(context.db, run.id), findRunFields(context.db, run)]);
      return { run, events, fields };
    },
  );
  routes.post(
    '/api/runs/:id/cancel',
    {
      schema: {
        tags: ['runs'],
        summary: 'Cancel a queued or running run; unused tokens come back',
        params: runParams,
        response: { 200: getRunResponse },
      },
    },
    async (request) => ({ run: await cancelRun(context, (await requireUser(request)).id, request.params.id) }),
  );
  routes.delete(
    '/api/runs/:id',
    {
      schema: {
        tags: ['runs'],
        summary: 'Delete a finished run for good (no refund)',
        params: runParams,
        response: { 204: deletedAnswer },
      },
    },
    async (request, reply) => {
      await deleteRun(context, (await requireUser(request)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
  return waits;
}
