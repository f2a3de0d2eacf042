import { z } from 'zod';
import { automationVersion } from './automation-version';

/** Stops new runs pinned to an old version; the live version cannot be retired. */
export const retireAutomationVersionResponse = z.object({ version: automationVersion });
export type RetireAutomationVersionResponse = z.infer<typeof retireAutomationVersionResponse>;
