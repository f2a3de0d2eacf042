import { z } from 'zod';
import { sendTestCallResponse } from '../admin-automations/test-call';

/** The saved automation's test call (its example input, nobody charged) and whether it resumed. */
export const resumeAutomationResponse = z.object({
  resumed: z.literal(true),
  testCall: sendTestCallResponse,
});
export type ResumeAutomationResponse = z.infer<typeof resumeAutomationResponse>;

/** A signed-in customer asks for one e-mail when a paused automation takes runs again. */
export const notifyWhenBackResponse = z.object({ subscribed: z.literal(true) });
export type NotifyWhenBackResponse = z.infer<typeof notifyWhenBackResponse>;
