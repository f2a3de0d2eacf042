import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A download: the browser saves it under `name`-YYYY-MM-DD.csv. */
export function sendCsv(reply: FastifyReply, name: string, rows: AsyncGenerator<string>) {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(rows));
}
