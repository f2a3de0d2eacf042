export type CsvValue = string | number | Date | null | undefined;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A text
 * starting with = + - @ (or tab / carriage return) gets a leading apostrophe so a spreadsheet shows
 * it instead of running it as a formula (OWASP CSV injection). Numbers are written as numbers.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvRow = (values: CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;
