import { z } from 'zod';
import { automationVersion, versionNote } from './automation-version';

/** Publishes an earlier version's content again, as a new number; the note defaults to "Rolled back to version N". */
export const rollBackAutomationVersionBody = z.object({ note: versionNote.optional() }).default({});
export type RollBackAutomationVersionBody = z.input<typeof rollBackAutomationVersionBody>;

export const rollBackAutomationVersionResponse = z.object({ version: automationVersion });
export type RollBackAutomationVersionResponse = z.infer<typeof rollBackAutomationVersionResponse>;
