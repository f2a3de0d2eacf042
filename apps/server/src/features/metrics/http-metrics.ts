import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/**
 * Latency of every answered request, labelled by route pattern (/api/runs/:id, never the id itself)
 * so the number of series stays fixed. Requests that matched no route share one label.
 */
export function measureHttpLatency(app: FastifyInstance, registry: Registry) {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
