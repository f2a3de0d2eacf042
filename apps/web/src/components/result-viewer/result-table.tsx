import { Table, Td, Th } from '@/components/ui/table';
import { cellText, tableColumns } from './result-table-rows';
import { titleCase } from './result-values';

/** An array of objects as a table, columns in the order the workflow sent them. */
export function ResultTable({ rows }: { rows: Record<string, unknown>[] }) {
  const columns = tableColumns(rows);
  return (
    <Table>
      <thead>
        <tr>
          {columns.map((column) => (
            <Th key={column}>{titleCase(column)}</Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {columns.map((column) => (
              <Td key={column}>{cellText(row[column])}</Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
