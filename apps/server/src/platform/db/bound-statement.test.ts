import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import { queryBoundRows } from './bound-statement';
import type { DatabaseHandle } from './database';

// On the database of the run (PGlite, or PostgreSQL when DATABASE_URL is set), as the run start uses it.
describe('a statement built once and run with its values bound', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('binds each value to its parameter, nulls and JSON included, and answers the rows', async () => {
    const text = 'select $1::int + 1 as next, $2::text as word, $3::jsonb as document';
    const [row] = await queryBoundRows<{ next: number; word: string | null; document: unknown }>(database.db, text, [
      41,
      null,
      JSON.stringify({ kept: ['as', 'sent'] }),
    ]);
    expect(row).toEqual({ next: 42, word: null, document: { kept: ['as', 'sent'] } });
  });

  it('runs inside the caller’s transaction: it sees that transaction’s writes, and a rollback undoes its own', async () => {
    await database.db.execute('create table bound_notes (note text primary key)');
    const failed = database.db.transaction(async (tx) => {
      await queryBoundRows(tx, 'insert into bound_notes (note) values ($1)', ['first']);
      const seen = await queryBoundRows<{ note: string }>(tx, 'select note from bound_notes where note = $1', [
        'first',
      ]);
      expect(seen).toEqual([{ note: 'first' }]);
      throw new Error('undo');
    });
    await expect(failed).rejects.toThrow('undo');
    expect(await queryBoundRows(database.db, 'select note from bound_notes where note = $1', ['first'])).toEqual([]);
  });
});
