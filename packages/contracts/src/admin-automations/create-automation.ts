import { z } from 'zod';
import { automationForm } from './automation-form';
import { adminAutomation } from './get-admin-automation';

export const createAutomationBody = automationForm;
export type CreateAutomationInput = z.input<typeof createAutomationBody>;

/** The only response that carries the webhook signing secret: it is shown once, then never again. */
export const createAutomationResponse = z.object({ automation: adminAutomation, webhookSecret: z.string() });
export type CreateAutomationResponse = z.infer<typeof createAutomationResponse>;
