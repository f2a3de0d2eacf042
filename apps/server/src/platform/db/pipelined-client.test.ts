import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWrites } from '../../test/count-writes';
import { PipelinedClient } from './pipelined-client';

// A PostgreSQL feature: tested on the PostgreSQL server in every run (CI starts it), PGlite runs included.
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The error PostgreSQL answered, under drizzle's wrapping. */
const duplicateKey = { cause: expect.objectContaining({ code: '23505' }) };

describe('PipelinedClient, as the app pool uses it (drizzle transactions)', () => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, Client: PipelinedClient, pipeline: true });
  const counted = countWrites(pool);
  const db = drizzle(pool);
  const table = `pipelined_${randomUUID().replaceAll('-', '')}`;
  const rowsOf = async () =>
    (await pool.query<{ note: string }>(`select note from ${table} order by note`)).rows.map((row) => row.note);

  beforeAll(async () => {
    await pool.query(`create table ${table} (note text primary key)`);
  });
  afterAll(async () => {
    await pool.query(`drop table if exists ${table}`);
    await pool.end();
  });

  it('commits a transaction whose begin left with its first statements, in fewer round trips', async () => {
    await pool.query('select 1'); // the connection is open before counting
    const before = counted.writes;
    await db.transaction(async (tx) => {
      await Promise.all([
        tx.execute(sql`insert into ${sql.identifier(table)} values (${'first'})`),
        tx.execute(sql`insert into ${sql.identifier(table)} values (${'second'})`),
      ]);
    });
    // begin + both inserts in one write, the commit in another (one statement at a time, four).
    expect(counted.writes - before).toBe(2);
    expect(await rowsOf()).toEqual(['first', 'second']);
  });

  it('rolls back every statement of a transaction when one of them fails', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${'third'})`);
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${'first'})`); // duplicate key
    });
    await expect(failing).rejects.toMatchObject(duplicateKey);
    expect(await rowsOf()).toEqual(['first', 'second']);
  });

  it('rolls back when the first statement, sent with the begin, fails, and the connection works after', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into ${sql.identifier(table)} values (${'first'})`);
      }),
    ).rejects.toMatchObject(duplicateKey);
    // The failed statement was inside the transaction, not alone: a later one is not in an aborted one.
    expect((await pool.query<{ status: string }>('select 1 as status')).rows).toHaveLength(1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${'fourth'})`);
    });
    expect(await rowsOf()).toEqual(['first', 'fourth', 'second']);
  });

  it('rolls back what the transaction wrote when the caller throws after its statements answered', async () => {
    const thrown = db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${'fifth'})`);
      throw new Error('refused by the caller');
    });
    await expect(thrown).rejects.toThrow('refused by the caller');
    expect(await rowsOf()).toEqual(['first', 'fourth', 'second']);
  });

  it('sends nothing for a transaction that asks for nothing, and leaves the connection outside one', async () => {
    const before = counted.writes;
    expect(await db.transaction(async () => 'nothing asked')).toBe('nothing asked');
    await expect(
      db.transaction(async () => {
        throw new Error('refused before any statement');
      }),
    ).rejects.toThrow('refused before any statement');
    expect(counted.writes - before).toBe(0);
    // Outside a transaction, a statement commits on its own.
    const client = await pool.connect();
    try {
      await client.query(`insert into ${table} values ($1)`, ['sixth']);
      expect(
        (await client.query<{ in_transaction: boolean }>('select now() <> statement_timestamp() as in_transaction'))
          .rows[0]!.in_transaction,
      ).toBe(false);
    } finally {
      client.release();
    }
    expect(await rowsOf()).toContain('sixth');
  });

  it('keeps a savepoint inside a transaction working (nested drizzle transactions)', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ${sql.identifier(table)} values (${'seventh'})`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into ${sql.identifier(table)} values (${'eighth'})`);
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
    });
    const notes = await rowsOf();
    expect(notes).toContain('seventh');
    expect(notes).not.toContain('eighth');
  });
});
