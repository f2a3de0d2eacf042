import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database';
import { queryRows } from './query-rows';

// Any number between processes agreeing on it; keeps concurrent starts from migrating twice.
const MIGRATION_LOCK_ID = 720_451_993;

/** The drizzle/ folder sits beside src/ in development and beside dist/ in the built server. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return join(dir, 'drizzle');
    dir = dirname(dir);
  }
  throw new Error('Could not find the drizzle migrations folder');
}

export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  // A session-level lock on one dedicated connection: the migrator runs its own transaction.
  const client = new pg.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
  }
}

/** True when every migration in the journal has been applied to this database. */
export async function migrationsAreApplied(db: Database): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  try {
    const [applied] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return (applied?.count ?? 0) >= journal.entries.length;
  } catch {
    return false;
  }
}
