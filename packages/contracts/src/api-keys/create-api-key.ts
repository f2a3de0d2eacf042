import { z } from 'zod';
import { apiKey } from './api-key';

/** A user holds at most this many active keys: one per app or machine is plenty. */
export const MAX_API_KEYS = 20;

export const createApiKeyBody = z.object({
  name: z.string().trim().min(1, 'Please name the key').max(60, 'Key name must be at most 60 characters'),
  /** A monthly spending cap for what this key starts (an agent's allowance); omitted or null for none. */
  monthlyTokenCap: z.number().int().min(0).max(10_000_000).nullable().optional(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

/** The only answer that carries the key itself: it is stored hashed and can never be shown again. */
export const createApiKeyResponse = z.object({ apiKey, key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponse>;
