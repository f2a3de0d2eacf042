import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAdminActionsQuery, listAdminActionsResponse } from '@basalt/contracts';
import { listAuditLog } from './audit-log.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerAuditLog(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin actions, newest first, 50 per page, with search and an action-type filter',
        querystring: listAdminActionsQuery,
        response: { 200: listAdminActionsResponse },
      },
    },
    (request) => listAuditLog(db, request.query),
  );
}
