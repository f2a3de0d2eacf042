import type pg from 'pg';

type Flushes = { _write: (...args: unknown[]) => void; _writev?: (...args: unknown[]) => void };

/**
 * Counts what the pool's sockets hand the kernel from now on: each flush one write, however many
 * messages it holds. Only connections opened after the call are watched.
 */
export function countWrites(pool: pg.Pool): { writes: number } {
  const counted = { writes: 0 };
  pool.on('connect', (client) => {
    const stream = (client as unknown as { connection: { stream: Flushes } }).connection.stream;
    for (const method of ['_write', '_writev'] as const) {
      const flush = stream[method]?.bind(stream);
      if (!flush) continue;
      stream[method] = (...args: unknown[]) => {
        counted.writes++;
        flush(...args);
      };
    }
  });
  return counted;
}
