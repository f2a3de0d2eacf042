import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getFaqResponse, getSiteAddressResponse, getSiteStatsResponse } from '@basalt/contracts';
import { getFaq, getSiteStats } from './site.service';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerSite(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/site/stats',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: 'Live counts for the marketing counters (users, published automations, runs, success rate)',
        response: { 200: getSiteStatsResponse },
      },
    },
    () => getSiteStats(db),
  );
  routes.get(
    '/api/site/faq',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: 'The FAQ, with price and expiry answers written from the token packages and settings',
        response: { 200: getFaqResponse },
      },
    },
    () => getFaq(db, config),
  );
  routes.get(
    '/api/site/address',
    {
      config: { public: true },
      schema: {
        tags: ['site'],
        summary: 'The address Basalt is reached at, which the API examples on automation pages start from',
        response: { 200: getSiteAddressResponse },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { publicUrl: config.PUBLIC_URL };
    },
  );
}
