import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrations';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await applyMigrations(database);
  console.warn('Migrations applied.');
} finally {
  await database.close();
}
