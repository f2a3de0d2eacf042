import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../platform/config/config';
import type { DatabaseHandle } from '../platform/db/database';
import { seedDemoData } from '../features/seed';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on its own fresh database, for app.inject() tests. Never reads the developer's .env. */
export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds test-only routes before the app is sealed by ready(). */
  extendApp?: (app: FastifyInstance) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', SEED_DEMO: 'false', ...options.env });
  const database = await openTestDatabase();
  if (options.seed) await seedDemoData(database.db, config);
  const app = await buildApp({ config, database });
  options.extendApp?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
