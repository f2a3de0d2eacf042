import { AppError } from '../errors/app-error';

type CursorKey = (string | number)[];

const invalid = () =>
  new AppError('VALIDATION_FAILED', 'This cursor is not valid. Read the list again from the start.', [
    { path: 'cursor', message: 'Use the nextCursor of a previous answer' },
  ]);

/** A cursor is the sort key of the last row sent, opaque to clients (base64url JSON). */
export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The sort key in a cursor, checked against the shapes the list expects (422 when it is not one). */
export function decodeCursor(
  cursor: string,
  shape: readonly ('string' | 'number')[],
  valid = (_key: CursorKey) => true,
) {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const fits =
    Array.isArray(key) &&
    key.length === shape.length &&
    key.every(
      (part, index) => typeof part === shape[index] && (typeof part !== 'number' || Number.isSafeInteger(part)),
    );
  if (!fits || !valid(key as CursorKey)) throw invalid();
  return key as CursorKey;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text form of a timestamptz, which keeps the microseconds a JS Date would drop.
const timestampPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** A (created_at as text, uuid) key, for lists ordered newest first. */
export const decodeTimeCursor = (cursor: string) => {
  const [at, id] = decodeCursor(
    cursor,
    ['string', 'string'],
    ([at, id]) => timestampPattern.test(String(at)) && uuidPattern.test(String(id)),
  );
  return { at: at as string, id: id as string };
};

/** An offset into a list whose order has no stable key (relevance, popularity, names). */
export const decodeOffsetCursor = (cursor: string) =>
  decodeCursor(cursor, ['number'], ([offset]) => Number(offset) >= 0)[0] as number;

/** `rows` fetched with one extra row: the page, and the cursor after it when there is more. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey) {
  const page = rows.slice(0, limit);
  return { page, nextCursor: rows.length > limit ? encodeCursor(keyOf(page[page.length - 1]!)) : null };
}
