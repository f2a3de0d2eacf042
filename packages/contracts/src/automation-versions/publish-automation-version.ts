import { z } from 'zod';
import { automationVersion, versionNote } from './automation-version';

/** Publishes the automation's draft as its next version; customers get it from then on. */
export const publishAutomationVersionBody = z.object({ note: versionNote });
export type PublishAutomationVersionBody = z.input<typeof publishAutomationVersionBody>;

export const publishAutomationVersionResponse = z.object({ version: automationVersion });
export type PublishAutomationVersionResponse = z.infer<typeof publishAutomationVersionResponse>;
