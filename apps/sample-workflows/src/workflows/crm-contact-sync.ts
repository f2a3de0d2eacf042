import { z } from 'zod';
import { email, optionalText } from '../input-fields';
import { defineWorkflow } from '../workflow';

/**
 * A workflow whose upstream CRM is permanently down: every run fails with HTTP 500, so the demo
 * shows a failed run and its automatic refund (DESIGN D4) without breaking anything real.
 */
export const crmContactSync = defineWorkflow({
  slug: 'crm-contact-sync',
  name: 'CRM contact sync',
  description: 'Pushes a contact to a legacy CRM whose API is currently down (it always fails).',
  inputSchema: z.object({
    contact_email: email(),
    list_name: optionalText({ max: 80 }),
  }),
  run() {
    throw new Error('Legacy CRM API refused the connection (ECONNREFUSED)');
  },
});
