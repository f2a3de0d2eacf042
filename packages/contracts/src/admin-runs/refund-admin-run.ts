import { z } from 'zod';
import { getAdminRunResponse } from './get-admin-run';

export const REFUND_REASON_MAX = 500;

/**
 * An admin makes a finished run good: all or part of what it still kept, once per run, with a reason
 * its user reads in their history and in the e-mail that tells them.
 */
export const refundAdminRunBody = z.object({
  amount: z
    .number({ error: 'Enter the tokens to refund' })
    .int('Refund a whole number of tokens')
    .min(1, 'Refund at least 1 token'),
  reason: z
    .string({ error: 'Give a reason for the refund' })
    .trim()
    .min(1, 'Give a reason for the refund')
    .max(REFUND_REASON_MAX, `Keep the reason under ${REFUND_REASON_MAX} characters`),
});
export type RefundAdminRunBody = z.infer<typeof refundAdminRunBody>;

/** The run as it is once refunded, the refund entry among its money. */
export const refundAdminRunResponse = getAdminRunResponse;
export type RefundAdminRunResponse = z.infer<typeof refundAdminRunResponse>;
