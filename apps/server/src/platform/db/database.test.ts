import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPostgres, type DatabaseHandle } from './database';
import { queryRows } from './query-rows';

// A PostgreSQL pool: tested on the PostgreSQL server in every run (CI starts it), PGlite runs included.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The server processes that answer `width` transactions at once: one per connection the pool lends.
 * Transactions, because queries asked for together outside one share a connection (TurnGroupedPool).
 */
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
});
