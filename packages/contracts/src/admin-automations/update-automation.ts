import type { z } from 'zod';
import { automationForm } from './automation-form';
import { getAdminAutomationResponse } from './get-admin-automation';

/** The whole form is sent on save, as the editor holds it. */
export const updateAutomationBody = automationForm;
export type UpdateAutomationInput = z.input<typeof updateAutomationBody>;

export const updateAutomationResponse = getAdminAutomationResponse;
export type UpdateAutomationResponse = z.infer<typeof updateAutomationResponse>;
