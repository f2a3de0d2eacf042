import { z } from 'zod';

/**
 * Cursor pagination, shared by the lists of the API (decision 030): `limit` rows after `cursor`, the
 * opaque `nextCursor` of the previous answer. Absent cursor means the first page. Existing page or
 * offset parameters keep working; a cursor takes their place when both are sent.
 */
export const cursorParam = z
  .string()
  .min(1)
  .max(300)
  .optional()
  .meta({ description: 'The nextCursor of the previous answer; omit for the first page' });

/**
 * The cursor of the page after this one, or null on the last page. The server always sends it;
 * optional in the contract so that clients (and their fixtures) written before cursors still parse.
 */
export const nextCursor = z
  .string()
  .nullable()
  .optional()
  .meta({ description: 'Pass as `cursor` to read the next page; null on the last page' });

export const pageLimit = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);
