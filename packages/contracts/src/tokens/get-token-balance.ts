import { z } from 'zod';

export const getTokenBalanceResponse = z.object({ balance: z.number().int().min(0) });
export type GetTokenBalanceResponse = z.infer<typeof getTokenBalanceResponse>;
