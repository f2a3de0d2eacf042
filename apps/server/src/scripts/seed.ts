import { loadConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrations';
import { seedDemoData } from '../features/seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await applyMigrations(database);
  const outcome = await seedDemoData(database.db, config);
  console.warn(outcome === 'seeded' ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
} finally {
  await database.close();
}
