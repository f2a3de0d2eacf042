import { z } from 'zod';
import { sendTestCallResponse } from '../admin-automations/test-call';

/** The saved automation's test call (its example input, nobody charged) and whether it resumed. */
export const resumeAutomationResponse = z.object({
  resumed: z.literal(true),
  testCall: sendTestCallResponse,
});
export type ResumeAutomationResponse = z.infer<typeof resumeAutomationResponse>;

/** An admin pauses an automation by hand (DESIGN D18), saying why: the reason shows as its pause's. */
export const pauseAutomationBody = z.object({
  reason: z.string().trim().min(1, 'Reason is required').max(500, 'Reason must be at most 500 characters'),
});
export type PauseAutomationBody = z.infer<typeof pauseAutomationBody>;

/** How many queued runs the pause refunded without starting them. */
export const pauseAutomationResponse = z.object({ paused: z.literal(true), refundedRuns: z.number().int() });
export type PauseAutomationResponse = z.infer<typeof pauseAutomationResponse>;

/** A signed-in customer asks for one e-mail when a paused automation takes runs again. */
export const notifyWhenBackResponse = z.object({ subscribed: z.literal(true) });
export type NotifyWhenBackResponse = z.infer<typeof notifyWhenBackResponse>;
