import { z } from 'zod';

/** A published version's number (1, 2, ...), as a run pins it or a page shows it ("v2"). */
export const automationVersionNumber = z
  .number()
  .int('A version is a whole number')
  .min(1, 'Versions are numbered from 1')
  .max(1_000_000)
  .meta({ description: 'A published version of the automation, numbered from 1' });

/** The same number in a query string (`?version=2`). */
export const automationVersionQuery = z.object({
  version: z.coerce
    .number()
    .int('A version is a whole number')
    .min(1, 'Versions are numbered from 1')
    .max(1_000_000)
    .optional()
    .meta({ description: 'A published version of the automation; the live one without it' }),
});
export type AutomationVersionQuery = z.infer<typeof automationVersionQuery>;
