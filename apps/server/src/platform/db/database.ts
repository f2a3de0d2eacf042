import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { StatementCachingClient } from './statement-cache';
import type { Logger } from '../logger';
import { lockDataDir } from './data-dir-lock';
import { createPglite } from './pglite';

// Without drizzle's relational query API (db.query.*): given the schema, drizzle built a query builder
// per table for every transaction it opened, about 0.1 ms of CPU per run start (issue 16's profile).
export type Database = PgDatabase<PgQueryResultHKT>;

/** One open database, embedded or server, with what the rest of the app needs from either. */
export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** The raw PGlite instance, for pg-boss; undefined on PostgreSQL. */
  pglite?: PGlite;
  connectionString?: string;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  log?: Logger;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 10, options.log);
  const unlock = lockDataDir(options.dataDir);
  try {
    return await wrapPglite(createPglite({ dataDir: join(options.dataDir, 'pglite') }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openPostgres(connectionString: string, poolSize = 10, log?: Logger): DatabaseHandle {
  // A fixed-size pool (min = max): pg's default closes a connection idle for 10 s, so the first burst
  // after a quiet spell waited for new connections, whose server processes then planned every
  // statement again with cold caches (issue 16's bench: a new set of backends every round).
  const pool = new pg.Pool({ connectionString, max: poolSize, min: poolSize, Client: StatementCachingClient });
  let closing = false;
  // A connection the server drops (restart, failover) fails the queries on it and leaves the pool;
  // the next query gets a new one. Without this listener pg would rethrow an idle connection's error
  // as an uncaught exception (a checked-out one has its own: StatementCachingClient).
  pool.on('error', (error) => {
    if (!closing) log?.warn({ err: error }, 'PostgreSQL connection lost; the pool replaces it');
  });
  const db = drizzlePostgres(pool, { casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    connectionString,
    ping: () => ping(db),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export async function wrapPglite(pglite: PGlite, onClose: () => void = () => {}): Promise<DatabaseHandle> {
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    ping: () => ping(db),
    close: async () => {
      await pglite.close();
      onClose();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
