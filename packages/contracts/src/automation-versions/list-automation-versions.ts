import { z } from 'zod';
import { automationVersion } from './automation-version';

/** Newest first. */
export const listAutomationVersionsResponse = z.object({
  versions: z.array(automationVersion),
  liveVersion: z.number().int().nullable(),
});
export type ListAutomationVersionsResponse = z.infer<typeof listAutomationVersionsResponse>;
