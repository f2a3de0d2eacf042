import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';

const SOCKET_DIR = '/var/run/postgresql';

/**
 * The server every machine here has (DESIGN §4), through its Unix socket when it has one: on one
 * machine that is how a same-host deployment connects, and loopback TCP cost the processes about a
 * third more CPU per run and a third less throughput (measured, 2 cores). BENCH_POSTGRES_URL overrides.
 */
export const adminUrl =
  process.env.BENCH_POSTGRES_URL ||
  (existsSync(`${SOCKET_DIR}/.s.PGSQL.5432`)
    ? `postgres://postgres@localhost/postgres?host=${SOCKET_DIR}`
    : 'postgres://postgres@127.0.0.1:5432/postgres');

/** How the bench reaches PostgreSQL, for the machine line. */
export const postgresTransport = () =>
  new URL(adminUrl).searchParams.get('host')?.startsWith('/') ? 'Unix socket' : 'TCP';

/** A fresh, empty database for one bench run; drop() removes it. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `basalt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
