import { z } from 'zod';

/** An API key as its owner sees it in the list: never the key itself, only its first characters. */
export const apiKey = z.object({
  id: z.uuid(),
  name: z.string(),
  /** e.g. bsk_abcd: shown as bsk_abcd… */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Most tokens the runs this key starts may cost per calendar month (UTC); null for no cap. */
  monthlyTokenCap: z.number().int().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyParams = z.object({ id: z.uuid() });

export const listApiKeysResponse = z.object({ apiKeys: z.array(apiKey) });
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponse>;
