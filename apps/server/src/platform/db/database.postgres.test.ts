import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isConnectionLost } from './connection-lost';
import { openPostgres, type DatabaseHandle } from './database';
import { queryRows } from './query-rows';

// The app's pool on the PostgreSQL server: a *.postgres.test.ts file, run in the PostgreSQL pass only.
const databaseUrl = process.env.DATABASE_URL!;

const backendPid = async (db: DatabaseHandle['db']) =>
  (await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0]!.pid;

/** The server processes that answer `width` transactions at once: one per connection the pool lends. */
async function backendsAnswering(handle: DatabaseHandle, width: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: width }, () =>
      handle.db.transaction((tx) =>
        queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid from pg_sleep(0.05)`),
      ),
    ),
  );
  return answers.map(([row]) => row!.pid).sort((a, b) => a - b);
}

/** Ends a server process the way a restart or failover does (57P01 to its client). */
async function terminate(pid: number) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
}

describe('the app pool on PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    vi.useRealTimers();
    await handle?.close();
  });

  it('keeps its connections through a quiet spell, so the next burst of requests waits for no new one', async () => {
    // pg's pool closes a connection idle for 10 s by default, with a timer set when the connection
    // goes back to it: only timers are faked, so the quiet minute passes at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    handle = openPostgres(databaseUrl, 3);
    const before = await backendsAnswering(handle, 3);
    expect(new Set(before).size).toBe(3);

    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();

    expect(await backendsAnswering(handle, 3)).toEqual(before);
  });

  // An unheard 'error' event from a lent-out connection would end this test process (issue 36).
  it('a transaction whose connection the server ends fails as a lost connection, and the next one gets a new connection', async () => {
    handle = openPostgres(databaseUrl, 2);
    const db = handle.db;
    const failed = await db
      .transaction(async (tx) => {
        await terminate(await backendPid(tx));
        // The server's goodbye reaches the client while it holds the connection between statements.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isConnectionLost(failed)).toBe(true);
    expect(await handle.ping()).toBe(true);
  });

  it('an idle connection the server ends is replaced without failing the next query', async () => {
    handle = openPostgres(databaseUrl, 1);
    const first = await backendPid(handle.db);
    await terminate(first);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await backendPid(handle.db);
    expect(second).not.toBe(first);
  });
});
