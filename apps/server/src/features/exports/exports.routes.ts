import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportRunsQuery, exportTokenTransactionsQuery } from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { runsCsv, tokenTransactionsCsv } from './exports.service';
import { sendCsv } from './send-csv';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerExports(app: FastifyInstance, _deps: Pick<PlatformDeps, never>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/tokens/transactions/export.csv',
    {
      schema: {
        tags: ['tokens'],
        summary: "All of the signed-in user's token transactions as CSV, newest first",
        querystring: exportTokenTransactionsQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return sendCsv(reply, 'basalt-transactions', tokenTransactionsCsv(app.db, user.id, request.query));
    },
  );
  routes.get(
    '/api/runs/export.csv',
    {
      schema: {
        tags: ['runs'],
        summary: "The signed-in user's runs matching the history's filters as CSV, newest first",
        querystring: exportRunsQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return sendCsv(reply, 'basalt-runs', runsCsv(app.db, user.id, request.query));
    },
  );
}
