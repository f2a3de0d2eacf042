import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportRunsQuery, exportTokenTransactionsQuery } from '@basalt/contracts';
import { requireUser } from '../../platform/auth';
import { runsCsv, tokenTransactionsCsv } from './exports.service';

/** A download: the browser saves it under `name`-YYYY-MM-DD.csv. */
function sendCsv(reply: FastifyReply, name: string, rows: AsyncGenerator<string>) {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rows));
}

export function registerExportRoutes(app: FastifyInstance) {
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
