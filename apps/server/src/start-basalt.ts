import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './platform/config/config';
import { withDataDirAuthSecret } from './platform/config/data-dir-secret';
import { openDatabase, type DatabaseHandle } from './platform/db/database';
import { applyMigrations } from './platform/db/migrations';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue';
import { createLogger, type Logger } from './platform/logger';
import { demoAccounts, seedDemoData, seedReferenceData } from './features/seed';
import { startTokenExpiry } from './features/ledger';
import { startRunCountFolding } from './features/catalogue';
import { startCheckoutJobs } from './features/checkout';
import { startTrashPurge } from './features/admin-automations';
import { createRunsRuntime, startRunWorker, type RunWorker } from './features/runs';
import { startScheduleTicker } from './features/schedules';
import { startWorkerHealth, type WorkerHealth } from './features/health';
import { createUserWebhooksContext, startUserWebhookWorker } from './features/user-webhooks';
import { createResultDeliveriesContext, startResultDeliveryWorker } from './features/result-deliveries';
import { applyAdminEmails } from './platform/auth';
import { startMail } from './platform/mail';

export interface RunningBasalt {
  app?: FastifyInstance;
  url?: string;
  /** ROLE=worker with HEALTH_PORT: where its /health and /ready answer. */
  healthUrl?: string;
  database: DatabaseHandle;
  log: Logger;
  stop(): Promise<void>;
}

/** Opens and migrates the database, then starts the parts that ROLE asks for. */
export async function startBasalt(configured: Config): Promise<RunningBasalt> {
  const config = withDataDirAuthSecret(configured);
  const log = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  let app: FastifyInstance | undefined;
  let jobQueue: JobQueue | undefined;
  let mail: { stop(): Promise<void> } | undefined;
  let runWorker: RunWorker | undefined;
  let workerHealth: WorkerHealth | undefined;
  const stop = async () => {
    // Order matters: stop taking requests and finish in-flight ones, then jobs, then the database.
    const stopBy = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
    await app?.close();
    // A stopping worker stops saying it is healthy first, so an orchestrator does not wait on it.
    await workerHealth?.close();
    // Runs whose workflow is being called get what is left of the shutdown time, less margins for the
    // other jobs and main.ts's forced exit; one still going is failed and refunded at its deadline.
    const runsLeft = await runWorker?.stop(Math.max(1_000, stopBy - Date.now() - 4_000));
    if (runsLeft) log.warn(`${runsLeft} runs were still calling their workflow at shutdown; their deadline ends them`);
    // Running jobs get what is left of the shutdown time, less a margin for handing back the jobs
    // still running (pg-boss fails them for a retry) before main.ts's forced exit.
    await jobQueue?.stop({ graceful: true, timeout: Math.max(1_000, stopBy - Date.now() - 2_000) });
    await mail?.stop();
    await database.close();
  };
  try {
    await applyMigrations(database);
    if (config.SEED_DEMO) await seedDemoData(database.db, config);
    // After the demo (which brings its own): a production database gets prices and categories, so an
    // admin can create the first automation and a user can buy tokens (decision 051).
    await seedReferenceData(database.db);
    await applyAdminEmails(database.db, config.ADMIN_EMAILS);
    mail = startMail(config, database.db, { deliver: config.ROLE !== 'web', log });

    // Every role enqueues jobs (a web process starts runs); only worker roles handle them.
    jobQueue = createJobQueue(database, { handlesJobs: config.ROLE !== 'web' });
    jobQueue.on('error', (error) => log.error({ err: error, part: 'jobs' }, 'job queue error'));
    await jobQueue.start();
    const startWorkers = async (queue: JobQueue) => {
      const runsRuntime = createRunsRuntime(config, database.db, queue, log);
      // Before runs: a run that ends enqueues its webhook and result deliveries, whose queues must exist by then.
      await startUserWebhookWorker(queue, createUserWebhooksContext(config, database.db, queue));
      await startResultDeliveryWorker(
        queue,
        createResultDeliveriesContext(config, database.db, runsRuntime.files, queue),
      );
      runWorker = await startRunWorker(queue, runsRuntime, log);
      await startScheduleTicker(queue, runsRuntime);
      await startTokenExpiry(queue, database.db);
      await startRunCountFolding(queue, database.db);
      await startCheckoutJobs(queue, { db: database.db, config, log });
      await startTrashPurge(queue, database.db);
    };
    if (config.ROLE === 'worker') {
      await startWorkers(jobQueue);
      // Once the jobs run: a health check that passes means this worker is taking work.
      if (config.HEALTH_PORT !== undefined) {
        workerHealth = await startWorkerHealth(database, { host: config.HOST, port: config.HEALTH_PORT });
      }
      log.info(
        `Basalt worker started (role worker, ${database.kind}${workerHealth ? `, health at ${workerHealth.url}/health` : ''})`,
      );
      return { database, log, stop, healthUrl: workerHealth?.url };
    }

    app = await buildApp({ config, database, jobQueue, log });
    const url = await app.listen({ host: config.HOST, port: config.PORT });
    // With ROLE=all the worker starts only now: runs queued before a restart call the sample
    // workflows (and callbacks) this very listener serves.
    if (config.ROLE === 'all') await startWorkers(jobQueue);
    app.log.info(`Basalt is running at ${config.PUBLIC_URL} (listening on ${url}, role ${config.ROLE})`);
    if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
      app.log.info(`Demo accounts (demo only): ${demoAccounts.map((a) => `${a.email} / ${a.password}`).join(', ')}`);
    }
    return { app, url, database, log, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
