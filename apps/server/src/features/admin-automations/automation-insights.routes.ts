import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAutomationParams, getAutomationInsightsResponse } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { getAutomationInsights } from './automation-insights.service';

/** An automation's own page in the back office; the /api/admin/ guard lets only admins through. */
export function registerAutomationInsightsRoutes(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/automations/:id/insights',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Runs, failures, tokens charged and refunded and revenue (net of refunds) per UTC day over 30 days, p50/p95 duration, top errors, last runs and top users',
        params: adminAutomationParams,
        response: { 200: getAutomationInsightsResponse },
      },
    },
    async (request) => getAutomationInsights(db, request.params.id),
  );
}
