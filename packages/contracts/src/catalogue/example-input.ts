import type { CustomField } from './custom-field';

// Without zod: the public automation page shows example requests built from these (issue 16).

/** What a user filling the form with its defaults, first options and placeholders would submit; no files. */
type ExampleField = Pick<CustomField, 'id' | 'type' | 'label' | 'placeholder' | 'defaultValue' | 'options'>;

export function exampleFieldValue(field: ExampleField): string | number | boolean | undefined {
  if (field.defaultValue !== undefined) return field.defaultValue;
  switch (field.type) {
    case 'select':
    case 'radio':
      return field.options?.[0] ?? '';
    case 'checkbox':
      return true;
    case 'number': {
      const number = Number(field.placeholder ?? 1);
      return Number.isFinite(number) ? number : 1;
    }
    case 'email':
      return 'ada@example.com';
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'file':
      return undefined;
    default:
      return field.placeholder || `Example ${field.label.toLowerCase()}`;
  }
}

export const exampleInputFor = (fields: readonly ExampleField[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field) => {
      const value = exampleFieldValue(field);
      return value === undefined ? [] : [[field.id, value]];
    }),
  );
