import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAnalyticsEventBody } from '@basalt/contracts';
import { getSessionUser } from '../../platform/auth';
import { consumeRateLimit } from '../../platform/rate-limit';
import { recordAnalyticsEvent } from './analytics.service';
import type { PlatformDeps } from '../../platform/platform-deps';

/** Far above what a person browsing sends (one event per page), low enough that a script cannot skew the charts. */
export const ANALYTICS_EVENT_LIMIT = { max: 600, windowSeconds: 3600 };

export function registerAnalytics(app: FastifyInstance, deps: Pick<PlatformDeps, 'db' | 'config'>) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/analytics/events',
    {
      config: { public: true },
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view or an automation view (first-party, no cookies; rate limited per address)',
        body: recordAnalyticsEventBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      // Over the limit the event is dropped but still answered 204: a beacon has nobody to show an error to.
      const allowed =
        !deps.config.RATE_LIMITS ||
        (await consumeRateLimit(deps.db, `analytics:${request.ip}`, ANALYTICS_EVENT_LIMIT)).allowed;
      if (allowed) {
        const user = await getSessionUser(request);
        await recordAnalyticsEvent(deps.db, request.body, user?.id ?? null);
      }
      return reply.status(204).send(null);
    },
  );
}
