import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportAdminListParams } from '@basalt/contracts';
import { sendCsv } from '../exports';
import { adminListCsv } from './admin-exports.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerAdminExports(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/exports/:name',
    {
      schema: {
        tags: ['admin'],
        summary: 'A whole back-office list as CSV: users, balances, adjustments, audit-log, leads, runs or purchases',
        params: exportAdminListParams,
        produces: ['text/csv'],
      },
    },
    (request, reply) => sendCsv(reply, `basalt-${request.params.name}`, adminListCsv(db, request.params.name)),
  );
}
