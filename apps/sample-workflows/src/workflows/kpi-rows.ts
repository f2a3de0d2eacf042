import { InvalidInputError } from '../errors';
import { parseCsv } from '../lib/csv';
import { parseIsoDate } from '../lib/dates';

export interface KpiRow {
  date: Date;
  value: number;
}

const parseValue = (cell: string) => (cell.trim() === '' ? NaN : Number(cell.replace(/[\s$€£%]/g, '')));

/** Reads `date,value` lines; a first line whose value is not a number is taken as the header. */
export function parseKpiRows(source: string): KpiRow[] {
  const lines = parseCsv(source).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const rows: KpiRow[] = [];
  lines.forEach(([dateCell = '', valueCell = ''], index) => {
    const value = parseValue(valueCell);
    if (index === 0 && Number.isNaN(value)) return;
    const problem = (detail: string) => InvalidInputError.field('metric_rows', `line ${index + 1}: ${detail}`);
    const date = parseIsoDate(dateCell.trim());
    if (!date) throw problem(`"${dateCell.trim()}" is not a date like 2025-03-14`);
    if (!Number.isFinite(value)) throw problem(`"${valueCell.trim()}" is not a number`);
    rows.push({ date, value });
  });
  if (rows.length < 2) throw InvalidInputError.field('metric_rows', 'needs at least two date,value lines');
  return rows.sort((a, b) => a.date.getTime() - b.date.getTime());
}
