import { z } from 'zod';

/** The Adjust Tokens modal: a signed whole amount (non-numeric becomes 0) and a reason. */
export const adjustTokensBody = z.object({
  userId: z.string().min(1),
  amount: z.preprocess(
    (value) => {
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? number : 0;
    },
    z
      .number()
      .int('Amount must be a whole number')
      .refine((amount) => amount !== 0, 'Amount cannot be zero')
      .refine((amount) => Math.abs(amount) <= 10_000_000, 'Amount is too large'),
  ),
  reason: z.string().trim().min(1, 'Reason is required').max(500, 'Reason must be at most 500 characters'),
});
export type AdjustTokensInput = z.input<typeof adjustTokensBody>;
export type AdjustTokensBody = z.output<typeof adjustTokensBody>;

export const adjustTokensResponse = z.object({
  userId: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
});
export type AdjustTokensResponse = z.infer<typeof adjustTokensResponse>;

/** The success alert: 'Successfully added 50 tokens' or 'Successfully deducted 20 tokens'. */
export const adjustmentSuccessMessage = (amount: number) =>
  `Successfully ${amount > 0 ? 'added' : 'deducted'} ${Math.abs(amount).toLocaleString('en-US')} tokens`;
