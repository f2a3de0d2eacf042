import { z } from 'zod';

/**
 * A workflow's callback (DESIGN §2.3) is read by the server's one callback reader
 * (apps/server/src/features/runs/workflow-callback.ts), not by a schema: engines post JSON, form
 * fields, text or files. Basalt's own shapes: {progress, message}; {status: "completed", result};
 * {status: "failed", error, code?: "invalid_input"}. The full table is in docs/engines/README.md.
 */
export const runCallbackQuery = z.object({ token: z.string().min(16).max(200) });

export const runCallbackResponse = z.object({ accepted: z.boolean() });
export type RunCallbackResponse = z.infer<typeof runCallbackResponse>;
