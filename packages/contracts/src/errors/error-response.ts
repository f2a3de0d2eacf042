import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes';

const codeValues = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

/** The one JSON shape of every failed API call. */
export const errorResponse = z.object({
  error: z.object({
    code: z.enum(codeValues),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** The request's id (also the X-Request-Id header and in every log line of it), for support. */
    requestId: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
