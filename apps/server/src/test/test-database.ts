import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type DatabaseHandle } from '../platform/db/database';
import { createPglite } from '../platform/db/pglite';
import { withDatabaseName } from './postgres-url';

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the template dump, or a
 * PostgreSQL database created from the template. close() drops it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = new Blob([readFileSync(template.dumpPath)]);
    return wrapPglite(createPglite({ loadDataDir: dump }));
  }
  const databaseUrl = process.env.DATABASE_URL!;
  const name = `basalt_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(databaseUrl, 1);
  await admin.db.execute(sql.raw(`create database ${name} template ${template.name}`));
  const handle = openPostgres(withDatabaseName(databaseUrl, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}
