import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../../platform/db/database';
import type { FrontCache } from '../../platform/http/front-cache';
import { measureBusiness } from './business-metrics';
import { measureHttpLatency } from './http-metrics';
import { registerMetricsRoute } from './metrics.routes';

/**
 * /metrics in Prometheus text format, behind a bearer token (docs/decisions): off when no
 * METRICS_TOKEN is set. Each app has its own registry, so several apps in one process never clash.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { db: Database; token?: string; frontCache?: FrontCache },
) {
  if (!options.token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  measureHttpLatency(app, registry, options.frontCache);
  measureBusiness(options.db, registry);
  registerMetricsRoute(app, registry, options.token);
}
