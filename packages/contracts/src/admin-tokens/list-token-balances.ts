import { z } from 'zod';

export const balanceSorts = ['balance_high', 'balance_low'] as const;
export const BALANCES_PAGE_SIZE = 100;

export const listTokenBalancesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z.enum(balanceSorts).default('balance_high'),
  page: z.coerce.number().int().min(1).default(1),
});
export type ListTokenBalancesQuery = z.infer<typeof listTokenBalancesQuery>;

export const tokenBalanceRow = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  tokenBalance: z.number().int(),
  subscriptionTier: z.string().nullable(),
  subscriptionStatus: z.string().nullable(),
});
export type TokenBalanceRow = z.infer<typeof tokenBalanceRow>;

export const listTokenBalancesResponse = z.object({
  users: z.array(tokenBalanceRow),
  matching: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListTokenBalancesResponse = z.infer<typeof listTokenBalancesResponse>;
