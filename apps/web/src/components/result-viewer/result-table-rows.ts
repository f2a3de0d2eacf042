type Row = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array of objects reads best as a table: one row per object. */
export const isTable = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.length > 0 && value.every(isPlainObject);

/** Every key of the rows, in the order the workflow first sent each. */
export function tableColumns(rows: readonly Row[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** A cell as text: nested values as JSON, nothing for missing ones. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** RFC 4180 CSV with a header row; a cell that starts like a formula is prefixed so spreadsheets show it as text. */
export function toCsv(rows: readonly Row[]): string {
  const columns = tableColumns(rows);
  const safe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
  const lines = [columns, ...rows.map((row) => columns.map((column) => safe(cellText(row[column]))))];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The result's first table (e.g. `items`, `leads`), which the CSV download holds. */
export function firstTable(result: Record<string, unknown>): Row[] | null {
  for (const value of Object.values(result)) if (isTable(value)) return value;
  return null;
}
