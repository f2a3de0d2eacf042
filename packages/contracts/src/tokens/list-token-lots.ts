import { z } from 'zod';

export const tokenLotSource = z.enum([
  'purchase',
  'bonus',
  'refund',
  'admin_adjustment',
  'subscription_grant',
  'release',
]);

/** Tokens of one credit still held, with their expiry (null: never). */
export const tokenLot = z.object({
  id: z.uuid(),
  source: tokenLotSource,
  originalAmount: z.number().int(),
  remainingAmount: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TokenLot = z.infer<typeof tokenLot>;

/** The lots that still hold tokens, soonest expiry first: the order they are spent in. */
export const listTokenLotsResponse = z.object({ lots: z.array(tokenLot) });
export type ListTokenLotsResponse = z.infer<typeof listTokenLotsResponse>;
