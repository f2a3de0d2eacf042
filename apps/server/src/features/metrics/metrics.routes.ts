import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { AppError } from '../../platform/errors/app-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

function requireMetricsToken(request: FastifyRequest, token: string) {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  // Digests have one length, so the comparison takes the same time whatever was sent.
  if (!timingSafeEqual(digest(given), digest(token))) {
    throw new AppError('UNAUTHENTICATED', 'Metrics need the METRICS_TOKEN bearer token');
  }
}

export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    requireMetricsToken(request, token);
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
}
