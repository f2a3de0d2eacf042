/** Picks the delimiter that splits the header line into the most cells (spreadsheet exports vary by locale). */
export function detectDelimiter(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((delimiter) => ({ delimiter, count: header.split(delimiter).length }));
  return counts.reduce((best, next) => (next.count > best.count ? next : best)).delimiter;
}

/** RFC 4180 parser: quoted cells may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(source: string, delimiter = detectDelimiter(source)): string[][] {
  const text = source.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inQuotes) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else inQuotes = false;
    } else if (char === '"' && cell.trim() === '') {
      inQuotes = true;
      cell = '';
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export function toCsv(rows: string[][]): string {
  const quote = (cell: string) => (/[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((row) => row.map(quote).join(',')).join('\n');
}
