import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Excel reads a CSV without a byte order mark in the machine's code page, so "café" arrives garbled. */
const UTF8_BOM = '\uFEFF';

async function* withByteOrderMark(rows: AsyncGenerator<string>) {
  yield UTF8_BOM;
  yield* rows;
}

/** A download: the browser saves it under `name`-YYYY-MM-DD.csv, UTF-8 with a byte order mark. */
export function sendCsv(reply: FastifyReply, name: string, rows: AsyncGenerator<string>) {
  const file = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(withByteOrderMark(rows)));
}
