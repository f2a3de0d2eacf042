import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../platform/db/database';
import { applyMigrations } from '../platform/db/migrations';
import { createPglite } from '../platform/db/pglite';
import { withDatabaseName } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database's name. PGlite: path of a dump of a migrated database. */
    databaseTemplate: { kind: 'postgres'; name: string } | { kind: 'pglite'; dumpPath: string };
  }
}

/** Migrates once per test run; every test file then copies the result instead of migrating again. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `basalt_template_${process.pid}`;
    const admin = openPostgres(databaseUrl, 1);
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}`));
    const template = openPostgres(withDatabaseName(databaseUrl, name), 1);
    await applyMigrations(template);
    await template.close();
    project.provide('databaseTemplate', { kind: 'postgres', name });
    return async () => {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    };
  }
  const handle = await wrapPglite(createPglite());
  await applyMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const folder = join(process.cwd(), '.tmp');
  mkdirSync(folder, { recursive: true });
  const dumpPath = join(folder, `pglite-template-${process.pid}.tar.gz`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { kind: 'pglite', dumpPath });
}
