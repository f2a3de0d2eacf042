import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

/** SQL on Basalt's database, whichever it is. Every query is one statement (and so atomic on its own). */
export interface BenchDb {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

export async function postgresBenchDb(url: string): Promise<BenchDb> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <Row>(text: string, params?: unknown[]) => ({
      rows: (await client.query(text, params)).rows as Row[],
    }),
    close: () => client.end(),
  };
}

type BridgeAnswer = { id: number; rows?: unknown[]; error?: string };

/**
 * PGlite lives inside the Basalt process and allows no second connection, so the bench's queries go
 * over the child's IPC channel to support/pglite-bridge.mjs, which runs them on Basalt's own instance
 * (between Basalt's queries, never inside one of its transactions).
 */
export function pgliteBenchDb(child: ChildProcess): BenchDb {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  const onMessage = (message: BridgeAnswer) => {
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.error !== undefined) pending.reject(new Error(message.error));
    else pending.resolve(message.rows ?? []);
  };
  child.on('message', onMessage);
  return {
    query: <Row>(text: string, params: unknown[] = []) =>
      new Promise<{ rows: Row[] }>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: (rows) => resolve({ rows: rows as Row[] }), reject });
        child.send({ id, text, params });
      }),
    close: async () => {
      child.off('message', onMessage);
    },
  };
}
