import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './database';

/**
 * A statement whose text was built once (by drizzle, at load), run with only its values bound. drizzle
 * otherwise walks a query's chunks on every call, which for the run start's insert took about 0.4 ms
 * of the web process's CPU per start, more than the rest of its request (issue 16's profile). drizzle
 * compiles whatever `getSQL()` answers with `toQuery()`, so this hands it the compiled form.
 */
export async function queryBoundRows<Row>(db: Database, text: string, params: unknown[]): Promise<Row[]> {
  const compiled = { sql: text, params };
  const statement = { getSQL: () => statement, toQuery: () => compiled };
  const result = (await db.execute(statement as unknown as SQLWrapper)) as unknown as { rows: Row[] };
  return result.rows;
}
