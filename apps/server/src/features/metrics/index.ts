import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { PlatformDeps } from '../../platform/platform-deps';
import { measureBusiness } from './business-metrics';
import { measureHttpLatency } from './http-metrics';
import { registerMetricsRoute } from './metrics.routes';

/**
 * /metrics in Prometheus text format, behind a bearer token (docs/decisions): off when no
 * METRICS_TOKEN is set. Each app has its own registry, so several apps in one process never clash.
 */
export function registerMetrics(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  if (!config.METRICS_TOKEN) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  measureHttpLatency(app, registry);
  measureBusiness(db, registry);
  registerMetricsRoute(app, registry, config.METRICS_TOKEN);
}
