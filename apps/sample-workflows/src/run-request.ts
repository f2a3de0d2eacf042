import { z } from 'zod';

/** The body Basalt's worker POSTs to a workflow (DESIGN.md §2). */
export const runRequest = z.object({
  run_id: z.string().optional(),
  automation: z.object({ id: z.string(), slug: z.string().nullable(), name: z.string() }).partial().optional(),
  input: z.record(z.string(), z.unknown()).default({}),
  files: z
    .array(
      z.object({
        field: z.string(),
        name: z.string(),
        url: z.url({ protocol: /^https?$/, error: 'must be an http(s) link' }),
        size: z.number().optional(),
        mime: z.string().optional(),
      }),
    )
    .default([]),
  callback_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) link' }).optional(),
  /** How the automation in Basalt reads answers: with the result, or an acknowledgement then a callback. */
  answer_mode: z.enum(['result', 'callback']).default('result'),
  /** Set on the editor's test calls. */
  test: z.boolean().optional(),
});
export type RunRequest = z.infer<typeof runRequest>;
export type RunFile = RunRequest['files'][number];
