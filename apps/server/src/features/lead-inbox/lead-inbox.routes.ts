import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  leadRequestParams,
  listLeadRequestsQuery,
  listLeadRequestsResponse,
  updateLeadRequestBody,
  updateLeadRequestResponse,
} from '@basalt/contracts';
import { requireAdmin } from '../../platform/auth';
import { listLeadInbox, updateLeadStatus } from './lead-inbox.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerLeadInbox(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/lead-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Custom automation and call requests, newest first, with kind, status and text filters',
        querystring: listLeadRequestsQuery,
        response: { 200: listLeadRequestsResponse },
      },
    },
    (request) => listLeadInbox(db, request.query),
  );
  routes.patch(
    '/api/admin/lead-requests/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a request to new, in progress or done (audited)',
        params: leadRequestParams,
        body: updateLeadRequestBody,
        response: { 200: updateLeadRequestResponse },
      },
    },
    async (request) => ({
      lead: await updateLeadStatus(db, await requireAdmin(request), request.params.id, request.body.status),
    }),
  );
}
