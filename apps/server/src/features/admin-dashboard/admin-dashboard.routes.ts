import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getAdminDashboardResponse } from '@basalt/contracts';
import { createDashboardCache } from './admin-dashboard.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerAdminDashboard(app: FastifyInstance, { db }: Pick<PlatformDeps, 'db'>) {
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
