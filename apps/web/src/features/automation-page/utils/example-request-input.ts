import { exampleFieldValue, type AutomationDetail } from '@basalt/contracts';

/** A fixed date: "today" could differ between the server's render and the browser's hydration. */
const EXAMPLE_DATE = '2026-01-15';

/**
 * The input the API examples send: the automation's own example input when it has one, else what
 * filling its form with defaults, first options and placeholders would send (numbers kept within
 * their range). File fields are left out: a file is uploaded before the run, not sent inline.
 */
export function exampleRequestInput(automation: Pick<AutomationDetail, 'exampleInput' | 'customFields'>) {
  if (automation.exampleInput) return automation.exampleInput as Record<string, unknown>;
  const fields = [...automation.customFields].sort((a, b) => a.order - b.order);
  return Object.fromEntries(
    fields.flatMap((field) => {
      if (field.type === 'date') return [[field.id, field.defaultValue ?? EXAMPLE_DATE]];
      const value = exampleFieldValue(field);
      if (value === undefined) return [];
      if (typeof value !== 'number') return [[field.id, value]];
      return [[field.id, Math.min(Math.max(value, field.min ?? -Infinity), field.max ?? Infinity)]];
    }),
  );
}
