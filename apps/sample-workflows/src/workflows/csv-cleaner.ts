import { z } from 'zod';
import { InvalidInputError } from '../errors';
import { optionalFile, optionalText } from '../input-fields';
import { parseCsv, toCsv } from '../lib/csv';
import { downloadText } from '../lib/download-file';
import { defineWorkflow, fileResult, type RunContext } from '../workflow';
import { isEmptyRow, normaliseHeaders, padRow, toSnakeCase } from './csv-table';

async function readSource(csvText: string | undefined, context: RunContext): Promise<string> {
  const file = context.files.find((entry) => entry.field === 'csv_file') ?? context.files[0];
  if (file) return downloadText(file, context.maxFileBytes, context.outbound);
  if (csvText) return csvText;
  throw new InvalidInputError(
    'Invalid input: paste CSV text in field "csv_text" or upload a file in field "csv_file".',
  );
}

export const csvCleaner = defineWorkflow({
  slug: 'csv-cleaner',
  name: 'CSV cleaner',
  description: 'Trims cells, renames headers to snake_case and removes empty and duplicate rows.',
  inputSchema: z.object({
    csv_text: optionalText({ max: 5_000_000 }),
    csv_file: optionalFile(),
    dedupe_column: optionalText({ max: 100 }),
  }),
  async run({ csv_text, dedupe_column }, context) {
    const rows = parseCsv(await readSource(csv_text, context)).map((row) => row.map((cell) => cell.trim()));
    const headerIndex = rows.findIndex((row) => !isEmptyRow(row));
    const header = rows[headerIndex];
    if (!header) throw InvalidInputError.field('csv_text', 'holds no CSV rows');
    const dataRows = rows.slice(headerIndex + 1);
    const width = Math.max(header.length, ...dataRows.map((row) => row.length));
    const columns = normaliseHeaders(padRow(header, width));
    const dedupeIndex = dedupe_column ? columns.indexOf(toSnakeCase(dedupe_column)) : -1;
    if (dedupe_column && dedupeIndex < 0) {
      throw InvalidInputError.field('dedupe_column', `names no column; the columns are ${columns.join(', ')}`);
    }

    const kept: string[][] = [];
    const seenRows = new Set<string>();
    const seenKeys = new Set<string>();
    let removedEmpty = 0;
    let removedDuplicate = 0;
    let removedByColumn = 0;
    for (const row of dataRows.map((cells) => padRow(cells, width))) {
      const rowKey = JSON.stringify(row);
      const columnKey = row[dedupeIndex]?.toLowerCase() ?? '';
      if (isEmptyRow(row)) removedEmpty++;
      else if (seenRows.has(rowKey)) removedDuplicate++;
      else if (columnKey && seenKeys.has(columnKey)) removedByColumn++;
      else {
        kept.push(row);
        seenRows.add(rowKey);
        if (columnKey) seenKeys.add(columnKey);
      }
    }

    const renamed = header
      .map((from, index) => ({ from, to: columns[index] ?? from }))
      .filter(({ from, to }) => from !== to);
    const cleanedCsv = toCsv([columns, ...kept]);
    return {
      summary:
        `Cleaned ${dataRows.length} rows into ${kept.length}: removed ${removedEmpty} empty, ` +
        `${removedDuplicate} duplicate` +
        (dedupe_column ? ` and ${removedByColumn} repeated "${columns[dedupeIndex]}"` : '') +
        ` rows; ${renamed.length} header names normalised.`,
      ...fileResult(context, 'cleaned.csv', 'text/csv', Buffer.from(cleanedCsv)),
      cleaned_csv: cleanedCsv,
      columns,
      rows_in: dataRows.length,
      rows_out: kept.length,
      removed_empty_rows: removedEmpty,
      removed_duplicate_rows: removedDuplicate,
      removed_by_dedupe_column: removedByColumn,
      renamed_headers: renamed,
    };
  },
});
