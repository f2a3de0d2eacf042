import { z } from 'zod';

/**
 * GET /api/files/{id} asked for JSON (`Accept: application/json`): the short-lived signed link a
 * browser is redirected to, for programs that fetch the file themselves.
 */
export const getFileLinkResponse = z.object({
  url: z.url(),
  expiresAt: z.iso.datetime(),
});
export type GetFileLinkResponse = z.infer<typeof getFileLinkResponse>;
