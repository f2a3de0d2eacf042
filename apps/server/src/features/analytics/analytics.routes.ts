import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAnalyticsEventBody } from '@basalt/contracts';
import { getSessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { recordAnalyticsEvent } from './analytics.service';

export function registerAnalytics(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view or an automation view (first-party, no cookies)',
        body: recordAnalyticsEventBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      await recordAnalyticsEvent(db, request.body, user?.id ?? null);
      return reply.status(204).send(null);
    },
  );
}
