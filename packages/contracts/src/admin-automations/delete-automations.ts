import { z } from 'zod';
import { automationStatus } from '../catalogue/automation-enums';

/** How many of the selected automations went to the trash (ones already there or missing are skipped). */
export const deleteAutomationResponse = z.object({ deleted: z.number().int() });
export type DeleteAutomationResponse = z.infer<typeof deleteAutomationResponse>;

const selectedIds = (message: string) => z.array(z.uuid()).min(1, message).max(500);

export const bulkDeleteAutomationsBody = z.object({
  ids: selectedIds('Please select at least one automation to delete.'),
});
export type BulkDeleteAutomationsBody = z.infer<typeof bulkDeleteAutomationsBody>;

export const bulkUpdateAutomationStatusBody = z.object({
  ids: selectedIds('Please select at least one automation to update.'),
  status: automationStatus,
});
export type BulkUpdateAutomationStatusBody = z.infer<typeof bulkUpdateAutomationStatusBody>;

export const bulkUpdateAutomationStatusResponse = z.object({ updated: z.number().int() });
export type BulkUpdateAutomationStatusResponse = z.infer<typeof bulkUpdateAutomationStatusResponse>;
