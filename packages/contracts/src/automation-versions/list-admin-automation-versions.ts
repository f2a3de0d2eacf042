import { z } from 'zod';
import { automationVersion } from './automation-version';

/** Every version of an automation as the back office lists them, newest first. */
export const listAdminAutomationVersionsResponse = z.object({
  versions: z.array(automationVersion),
  liveVersion: z.number().int().nullable(),
});
export type ListAdminAutomationVersionsResponse = z.infer<typeof listAdminAutomationVersionsResponse>;
