import { z } from 'zod';

/**
 * What an asynchronous workflow POSTs to its run's callback_url (DESIGN §2): progress messages,
 * then one final result. A failure with code invalid_input is the user's (not refunded, D4).
 */
export const runCallbackBody = z.union([
  z.object({
    status: z.literal('completed'),
    result: z.record(z.string(), z.unknown()),
  }),
  z.object({
    status: z.literal('failed'),
    error: z.string().max(2000),
    code: z.enum(['invalid_input', 'error']).optional(),
  }),
  z.object({
    status: z.literal('running').optional(),
    progress: z.number().min(0).max(100).optional(),
    message: z.string().max(500).optional(),
  }),
]);
export type RunCallbackBody = z.infer<typeof runCallbackBody>;

export const runCallbackQuery = z.object({ token: z.string().min(16).max(200) });

export const runCallbackResponse = z.object({ accepted: z.boolean() });
export type RunCallbackResponse = z.infer<typeof runCallbackResponse>;
