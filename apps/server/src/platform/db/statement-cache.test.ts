import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCachingClient } from './statement-cache';

// A PostgreSQL feature: tested on the PostgreSQL server in every run (CI starts it), PGlite runs included.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('StatementCachingClient', () => {
  // Typed as what the pool sees: a pg.Client.
  const client: pg.Client = new StatementCachingClient({ connectionString: databaseUrl });
  const prepared = async (text: string) =>
    (await client.query('select name from pg_prepared_statements where statement = $1', [text])).rows;
  beforeAll(() => client.connect());
  afterAll(() => client.end());

  it('prepares a repeated statement once on its connection and answers each call', async () => {
    const text = 'select $1::int + 1 as next';
    const answers: number[] = [];
    for (const n of [1, 2, 3]) answers.push((await client.query(text, [n])).rows[0].next);
    expect(answers).toEqual([2, 3, 4]);
    expect(await prepared(text)).toHaveLength(1);
    // The same text as a query object (how drizzle sends it) reuses the statement.
    expect((await client.query({ text, values: [9] })).rows[0].next).toBe(10);
    expect(await prepared(text)).toHaveLength(1);
  });

  it('leaves texts without parameters (which may hold several statements) and named ones as they are', async () => {
    const before = (await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0].n;
    await client.query('select 1; select 2');
    await client.query({ name: 'caller_named', text: 'select $1::text as word', values: ['kept'] });
    expect(await prepared('select 1; select 2')).toHaveLength(0);
    expect((await prepared('select $1::text as word')).map((row: { name: string }) => row.name)).toEqual([
      'caller_named',
    ]);
    const after = (await client.query('select count(*)::int as n from pg_prepared_statements')).rows[0].n;
    // Only the caller's own named statement is new (the lookup was prepared by the first test).
    expect(after - before).toBe(1);
  });

  describe('in pipeline mode (the app pool)', () => {
    const piped: pg.Client = new StatementCachingClient({ connectionString: databaseUrl, pipeline: true });
    const table = `pipelined_${process.pid}`;
    /** Socket writes while `work` runs: one per write(), or one for everything a cork held. */
    const writesDuring = async (work: () => Promise<unknown>) => {
      const socket = piped.connection.stream as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
      let writes = 0;
      const originals = { _write: socket._write, _writev: socket._writev };
      for (const key of ['_write', '_writev'] as const) {
        socket[key] = (...args: unknown[]) => {
          writes++;
          return originals[key].apply(socket, args);
        };
      }
      try {
        await work();
      } finally {
        Object.assign(socket, originals);
      }
      return writes;
    };
    beforeAll(async () => {
      await piped.connect();
      await piped.query(`create temporary table ${table} (word text)`);
    });
    afterAll(() => piped.end());

    it("sends a transaction's begin in one write with its first statement, and the transaction still holds", async () => {
      const insert = `insert into ${table} (word) values ($1)`;
      const writes = await writesDuring(async () => {
        await piped.query('begin');
        await piped.query(insert, ['undone']);
      });
      // Without the held begin: one write for begin, one for the insert.
      expect(writes).toBe(1);
      expect((await piped.query('select txid_current_if_assigned() is not null as open')).rows[0].open).toBe(true);
      await piped.query('rollback');

      await piped.query('begin');
      await piped.query(insert, ['kept']);
      await piped.query('commit');
      expect((await piped.query(`select word from ${table}`)).rows).toEqual([{ word: 'kept' }]);
    });

    it('a statement that fails after the held begin fails its transaction, as without it', async () => {
      await piped.query('begin');
      await expect(piped.query('select 1 / $1::int', [0])).rejects.toThrow('division by zero');
      await expect(piped.query('select $1::int', [1])).rejects.toThrow('current transaction is aborted');
      await piped.query('rollback');
      expect((await piped.query('select $1::int as one', [1])).rows[0].one).toBe(1);
    });
  });
});
