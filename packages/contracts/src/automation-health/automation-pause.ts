import { z } from 'zod';

/**
 * Why an automation is paused (DESIGN D18): when, the threshold it passed ("5 failures in a row")
 * and the last platform failure's message. Null while it takes runs.
 */
export const automationPause = z.object({
  pausedAt: z.iso.datetime(),
  reason: z.string(),
  lastError: z.string().nullable(),
});
export type AutomationPause = z.infer<typeof automationPause>;

/** "Paused: 5 failures in a row, last error …", as Manage Automations and the banner show it. */
export const pauseSummary = (pause: AutomationPause) =>
  `Paused: ${pause.reason}${pause.lastError ? `, last error: ${pause.lastError}` : ''}`;

/** The paused automations every admin sees in the back office's banner. */
export const listPausedAutomationsResponse = z.object({
  automations: z.array(
    z.object({ id: z.uuid(), name: z.string(), slug: z.string().nullable(), pause: automationPause }),
  ),
});
export type ListPausedAutomationsResponse = z.infer<typeof listPausedAutomationsResponse>;
