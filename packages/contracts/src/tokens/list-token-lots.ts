import { z } from 'zod';

/** Where a lot's tokens came from; a release is a hold's reserve given back. */
export const lotSources = ['purchase', 'bonus', 'refund', 'admin_adjustment', 'subscription_grant', 'release'] as const;
export const tokenLotSource = z.enum(lotSources);

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
