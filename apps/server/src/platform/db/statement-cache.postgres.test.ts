import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatementCachingClient } from './statement-cache';

// A PostgreSQL feature: a *.postgres.test.ts file, run in the PostgreSQL pass only.
const databaseUrl = process.env.DATABASE_URL!;

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
});
