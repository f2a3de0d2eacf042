import { z } from 'zod';
import type { CustomField } from '../catalogue/custom-field';
import { codePointLength } from './field-limits';
import { checkRunInput, normaliseRunInput, type RunInputValues } from './run-input-rules';

/** What a client may send as a run's input: field id (at most 200 code points, as JSON Schema counts) to a plain value. */
export const runInputValues = z.record(
  z.string().refine((key) => codePointLength(key) <= 200, 'Too long'),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);

/**
 * The one validation of a run's input, built from the automation's field definitions (DESIGN §2).
 * The form and the server both use it: failures carry the spec's messages with the field id as
 * path, in form order; success yields the normalised input (normaliseRunInput).
 */
export function runInputSchema(fields: readonly CustomField[]) {
  return runInputValues
    .superRefine((values, context) => {
      const { errors } = checkRunInput(fields, values as RunInputValues);
      for (const [fieldId, message] of Object.entries(errors)) {
        context.addIssue({ code: 'custom', path: [fieldId], message });
      }
    })
    .transform((values) => normaliseRunInput(fields, values as RunInputValues));
}
