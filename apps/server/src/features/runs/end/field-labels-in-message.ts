import type { CustomField } from '@basalt/contracts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A workflow names the fields it refuses by their ids (`field "csv_text"`), which the person never
 * saw: each quoted id of the automation's form becomes its label, so the message points at what is
 * on the screen. Only quoted ids are replaced, so ordinary words that happen to equal an id stay.
 */
export function withFieldLabels(message: string, fields: readonly Pick<CustomField, 'id' | 'label'>[]): string {
  const byLength = [...fields].filter((field) => field.label.trim()).sort((a, b) => b.id.length - a.id.length);
  return byLength.reduce(
    (text, field) =>
      text.replace(new RegExp(`(?:\\bfield\\s+)?(["'\`])${escapeRegExp(field.id)}\\1`, 'g'), `"${field.label}"`),
    message,
  );
}
