import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll } from 'vitest';
import { migrationsFolder } from '../platform/db/migrations';
import { createPglite } from '../platform/db/pglite';

/**
 * A copy of the migrations folder whose journal stops before the migration tagged `tagPrefix…`, to set
 * up a database as it was before that migration. The caller removes the folder.
 */
function migrationsFolderBefore(tagPrefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'basalt-migrations-'));
  cpSync(migrationsFolder(), copy, { recursive: true });
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(tagPrefix));
  if (at <= 0) throw new Error(`No migration tagged ${tagPrefix}… after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}

/**
 * A fresh PGlite database for a migration test, inside a `describe`: `migrateBefore` brings it to just
 * before the migration tagged `tagPrefix…`, to fill it as production had it; `migrateAll` then applies
 * the rest. The database and the folder copy go after the tests.
 */
export function databaseBeforeMigration(tagPrefix: string) {
  const before = migrationsFolderBefore(tagPrefix);
  const client = createPglite();
  const db = drizzle(client);
  afterAll(async () => {
    await client.close();
    rmSync(before, { recursive: true, force: true });
  });
  return {
    db,
    migrateBefore: () => migrate(db, { migrationsFolder: before }),
    migrateAll: () => migrate(db, { migrationsFolder: migrationsFolder() }),
  };
}
