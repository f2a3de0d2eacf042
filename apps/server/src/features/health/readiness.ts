import type { ReadinessResponse } from '@basalt/contracts';
import type { DatabaseHandle } from '../../platform/db/database';
import { migrationsAreApplied } from '../../platform/db/migrations';

/** Ready: the database answers and every migration is applied. The same for web and worker processes. */
export async function readiness(database: DatabaseHandle): Promise<ReadinessResponse> {
  const databaseUp = await database.ping();
  const migrations = databaseUp && (await migrationsAreApplied(database.db));
  const ready = databaseUp && migrations;
  return { status: ready ? 'ready' : 'not_ready', checks: { database: databaseUp, migrations } };
}
