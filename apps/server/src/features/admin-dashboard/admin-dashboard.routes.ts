import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAdminDashboardResponse } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { createDashboardCache } from './admin-dashboard.service';

export function registerAdminDashboard(app: FastifyInstance, db: Database) {
  const cache = createDashboardCache(db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard metrics, recent runs and signups, popular automations and 30-day charts (cached 60 s)',
        response: { 200: getAdminDashboardResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return cache.get();
    },
  );
}
