import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/** Raw SQL for the few queries drizzle's builder cannot express; both drivers answer with `rows`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
