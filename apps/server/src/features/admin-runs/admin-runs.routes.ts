import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminRunParams,
  cancelAdminRunResponse,
  getAdminRunResponse,
  listAdminRunsQuery,
  listAdminRunsResponse,
  refundAdminRunBody,
  refundAdminRunResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import type { PlatformDeps } from '../../platform/platform-deps';
import type { RunsContext } from '../runs';
import { cancelAdminRun, getAdminRun, listAdminRuns } from './admin-runs.service';
import { refundAdminRun } from './refund-admin-run.service';

const tags = ['admin'];

export function registerAdminRuns(
  app: FastifyInstance,
  { runs: context, config }: Pick<PlatformDeps, 'config'> & { runs: RunsContext },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/runs',
    {
      schema: {
        tags,
        summary: "Every user's runs, filtered by automation, user e-mail, status and days; newest first",
        querystring: listAdminRunsQuery,
        response: { 200: listAdminRunsResponse },
      },
    },
    (request) => listAdminRuns(context.db, request.query),
  );
  routes.get(
    '/api/admin/runs/:id',
    {
      schema: {
        tags,
        summary: "Any user's run: input, output, error, log and the ledger entries that name it",
        params: adminRunParams,
        response: { 200: getAdminRunResponse },
      },
    },
    (request) => getAdminRun(context, request.params.id),
  );
  routes.post(
    '/api/admin/runs/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a queued or running run (audited); unused tokens go back to its user',
        params: adminRunParams,
        response: { 200: cancelAdminRunResponse },
      },
    },
    async (request) => cancelAdminRun(context, await requireAdmin(request), request.params.id),
  );
  routes.post(
    '/api/admin/runs/:id/refund',
    {
      schema: {
        tags,
        summary: "Refund all or part of a finished run's tokens, once per run, with a reason (audited, user e-mailed)",
        params: adminRunParams,
        body: refundAdminRunBody,
        response: { 200: refundAdminRunResponse },
      },
    },
    async (request) =>
      refundAdminRun(
        { runs: context, tokenExpiryDays: config.TOKEN_EXPIRY_DAYS },
        await requireAdmin(request),
        request.params.id,
        request.body,
      ),
  );
}
