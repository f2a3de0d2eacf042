import { Download } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { firstTable, toCsv } from './result-table-rows';

const dataUrl = (type: string, text: string) => `data:${type};charset=utf-8,${encodeURIComponent(text)}`;

/** The whole result as JSON, and its table (when it has one) as CSV, to keep or open elsewhere. */
export function ResultDownloads({ result, baseName }: { result: Record<string, unknown>; baseName: string }) {
  const table = firstTable(result);
  const style = buttonStyles({ variant: 'secondary', size: 'sm' });
  return (
    <div className="flex flex-wrap gap-2">
      <a
        className={style}
        download={`${baseName}.json`}
        href={dataUrl('application/json', `${JSON.stringify(result, null, 2)}\n`)}
      >
        <Download size={16} aria-hidden="true" /> Download JSON
      </a>
      {table && (
        <a className={style} download={`${baseName}.csv`} href={dataUrl('text/csv', toCsv(table))}>
          <Download size={16} aria-hidden="true" /> Download CSV
        </a>
      )}
    </div>
  );
}
