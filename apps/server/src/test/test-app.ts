import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DestinationStream } from 'pino';
import { loadConfig, type Config } from '../platform/config/config';
import { createLogger } from '../platform/logger';
import { marketplaceSettings } from '../platform/db/schema';
import type { DatabaseHandle } from '../platform/db/database';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { FileStorage } from '../platform/storage';
import { seedDemoData } from '../features/seed';
import { openTestDatabase } from './test-database';
import { openTestJobQueue } from './test-job-queue';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Present when created with `jobs: true`. */
  jobQueue?: JobQueue;
  close(): Promise<void>;
}

/** The real app on its own fresh database, for app.inject() tests. Never reads the developer's .env. */
export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** Adds test-only routes before the app is sealed by ready(). */
  extendApp?: (app: FastifyInstance) => void;
  /** Serve a web app from this folder (a test index.html) instead of apps/web/dist. */
  webRoot?: string;
  /** A server-rendering bundle for the pages (tests of server rendering); none by default. */
  serverRenderEntry?: string;
  /** Start pg-boss on the test database and give it to the app (features that enqueue jobs). */
  jobs?: boolean;
  /** Where the app's log lines go (with env LOG_LEVEL), for tests of what is logged. */
  logTo?: DestinationStream;
  /** Where the app keeps files, instead of the configuration's (a storage that meets a full disk). */
  fileStorage?: FileStorage;
  /** Another test app's database: a second process of the same deployment. Its owner closes it. */
  database?: DatabaseHandle;
  /**
   * The admin's welcome credit on this database. 0 by default, so balances in tests start where
   * they set them; 'unset' keeps the product's default (DESIGN D20).
   */
  welcomeCredit?: number | 'unset';
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    SEED_DEMO: 'false',
    // Tests sign in many times from one address; the rate-limit tests turn the limits back on.
    RATE_LIMITS: 'false',
    // Tests read right after they write; the cache tests turn it back on.
    CATALOGUE_CACHE_SECONDS: '0',
    // Tests bring their own database (below), so a production-mode test app never needs DATABASE_URL;
    // a production deployment always has a PUBLIC_URL (finding 12).
    ALLOW_EMBEDDED_DATABASE: 'true',
    ...(options.env?.NODE_ENV === 'production' ? { PUBLIC_URL: 'http://localhost:3000' } : {}),
    ...options.env,
  });
  const shared = options.database;
  const database = shared ?? (await openTestDatabase());
  const welcomeCredit = options.welcomeCredit ?? 0;
  if (!shared && welcomeCredit !== 'unset') {
    await database.db.insert(marketplaceSettings).values({ welcomeCreditTokens: welcomeCredit });
  }
  if (options.seed) await seedDemoData(database.db, config);
  const testQueue = options.jobs ? await openTestJobQueue(database) : undefined;
  const jobQueue = testQueue?.queue;
  const app = await buildApp({
    config,
    database,
    webRoot: options.webRoot,
    serverRenderEntry: options.serverRenderEntry ?? null,
    jobQueue,
    log: options.logTo ? createLogger(config, options.logTo) : undefined,
    fileStorage: options.fileStorage,
  });
  options.extendApp?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    jobQueue,
    close: async () => {
      await app.close();
      await testQueue?.close();
      if (!shared) await database.close();
    },
  };
}
