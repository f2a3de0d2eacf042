import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse, readinessResponse } from '@basalt/contracts';
import type { PlatformDeps } from '../../platform/platform-deps';
import { readiness } from './readiness';

/** /health says the process is up (liveness); /ready says it can serve: database reachable and migrated. */
export function registerHealth(app: FastifyInstance, { database }: Pick<PlatformDeps, 'database'>) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/health', { schema: { tags: ['health'], response: { 200: healthResponse } } }, async () => ({
    status: 'ok' as const,
  }));
  routes.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: readinessResponse, 503: readinessResponse } } },
    async (_request, reply) => {
      const state = await readiness(database);
      return reply.status(state.status === 'ready' ? 200 : 503).send(state);
    },
  );
}
