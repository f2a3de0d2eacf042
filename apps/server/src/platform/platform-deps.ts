import type { Config } from './config/config';
import type { Database, DatabaseHandle } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import type { Logger } from './logger';
import type { RealtimeHub } from './realtime';

/**
 * What the composition root (app.ts) hands every feature: each feature's register<Feature>(app, deps)
 * names the part it uses (`Pick<PlatformDeps, 'db' | 'config'>`, plus what another feature made).
 */
export interface PlatformDeps {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /** pg-boss; without it, features that enqueue jobs answer 503. */
  jobQueue?: JobQueue;
  log: Logger;
  /** One LISTEN connection per process, shared by the catalogue cache and live run status. */
  realtime: RealtimeHub;
}
