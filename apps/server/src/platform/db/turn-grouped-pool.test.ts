import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { countWrites } from '../../test/count-writes';
import { PipelinedClient } from './pipelined-client';
import { queryRows } from './query-rows';
import { TurnGroupedPool } from './turn-grouped-pool';

// A PostgreSQL pool: tested on the PostgreSQL server in every run (CI starts it), PGlite runs included.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('TurnGroupedPool: queries asked for together share a connection and a write', () => {
  const pool = new TurnGroupedPool({ connectionString: databaseUrl, max: 4, Client: PipelinedClient, pipeline: true });
  const counted = countWrites(pool);
  const db = drizzle(pool);
  const backend = (delay = 0) =>
    queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid from pg_sleep(${delay})`).then(
      ([row]) => row!.pid,
    );
  afterAll(() => pool.end());

  it('sends the reads of one turn in one write to one server process, each with its own answer', async () => {
    await Promise.all([backend(), backend()]); // a connection is open before counting
    const before = counted.writes;
    const pids = await Promise.all([backend(), backend(), backend()]);
    expect(counted.writes - before).toBe(1);
    expect(new Set(pids).size).toBe(1);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => queryRows<{ n: number }>(db, sql`select ${n}::int as n`).then(([row]) => row!.n)),
    );
    expect(answers).toEqual([1, 2, 3]);
  });

  it('answers an error to its own query only, and the connection serves the next turn', async () => {
    const [failed, fine] = await Promise.allSettled([
      queryRows(db, sql`select 1 / 0`),
      queryRows<{ ok: boolean }>(db, sql`select true as ok`),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { cause: expect.objectContaining({ code: '22012' }) } });
    expect(fine).toMatchObject({ status: 'fulfilled', value: [{ ok: true }] });
    expect(await queryRows<{ ok: boolean }>(db, sql`select true as ok`)).toEqual([{ ok: true }]);
  });

  it('starts another connection past eight queries in a turn, so one slow query holds up few', async () => {
    const pids = await Promise.all(Array.from({ length: 12 }, () => backend()));
    expect(new Set(pids).size).toBe(2);
    expect(pids.slice(0, 8).every((pid) => pid === pids[0])).toBe(true);
  });

  it('gives a transaction a connection of its own, never one a group is using', async () => {
    const [grouped, inTransaction] = await Promise.all([
      backend(0.05),
      db.transaction((tx) =>
        queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`).then(([row]) => row!.pid),
      ),
    ]);
    expect(grouped).not.toBe(inTransaction);
  });

  it('returns each connection to the pool once its turn has closed and its queries have answered', async () => {
    await Promise.all(Array.from({ length: 20 }, () => backend()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(pool.idleCount).toBe(pool.totalCount);
    expect(pool.waitingCount).toBe(0);
  });
});
