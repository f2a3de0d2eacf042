/** Header names as snake_case identifiers, unique, with a stable name for blank headers. */
export function normaliseHeaders(headers: string[]): string[] {
  const used = new Map<string, number>();
  return headers.map((header, index) => {
    const base = toSnakeCase(header) || `column_${index + 1}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}_${count}`;
  });
}

export function toSnakeCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export const padRow = (row: string[], width: number): string[] =>
  Array.from({ length: width }, (_, index) => row[index] ?? '');

export const isEmptyRow = (row: string[]): boolean => row.every((cell) => cell === '');
