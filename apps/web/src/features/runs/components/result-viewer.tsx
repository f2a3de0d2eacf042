import type { Run } from '@basalt/contracts';
import { Download } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatBytes, mediaKind, RESERVED_RESULT_KEYS, titleCase } from '../utils/result-values';
import { MediaLink, ResultValue } from './result-value';

type ResultFile = { name: string; url: string; size: number | null };

function filesOf(result: Record<string, unknown>): ResultFile[] {
  const files: ResultFile[] = [];
  if (typeof result.output_file_url === 'string') {
    files.push({
      name: typeof result.file_name === 'string' ? result.file_name : 'Result file',
      url: result.output_file_url,
      size: typeof result.file_size_bytes === 'number' ? result.file_size_bytes : null,
    });
  }
  if (Array.isArray(result.files)) {
    for (const entry of result.files as { name?: unknown; url?: unknown; size?: unknown }[]) {
      if (typeof entry?.url === 'string') {
        files.push({
          name: typeof entry.name === 'string' ? entry.name : 'File',
          url: entry.url,
          size: typeof entry.size === 'number' ? entry.size : null,
        });
      }
    }
  }
  return files;
}

/** A completed run's result: summary, files with name, size and download, then every other key. */
export function ResultViewer({ run }: { run: Run }) {
  const result = run.resultData ?? {};
  const summary =
    typeof result.summary === 'string' ? result.summary : typeof result.message === 'string' ? result.message : null;
  const files = filesOf(result);
  const rest = Object.entries(result).filter(([key]) => !RESERVED_RESULT_KEYS.has(key));
  return (
    <div className="flex flex-col gap-4" aria-label="Result">
      {summary && <p className="text-base">{summary}</p>}
      {files.length > 0 && (
        <ul className="flex flex-col gap-3">
          {files.map((file) => (
            <li key={file.url} className="flex flex-col gap-3 rounded-xl border p-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-medium">
                  {file.name}{' '}
                  <span className="text-sm font-normal text-muted-foreground">{formatBytes(file.size)}</span>
                </span>
                <a href={file.url} download={file.name} className={buttonStyles({ size: 'sm' })}>
                  <Download size={16} aria-hidden="true" /> Download
                </a>
              </div>
              {mediaKind(file.name) && mediaKind(file.name) !== 'pdf' && <MediaLink url={file.url} name={file.name} />}
            </li>
          ))}
          {run.filesExpireAt && (
            <li className="text-xs text-muted-foreground">
              Result files are kept until {formatDate(run.filesExpireAt)}.
            </li>
          )}
        </ul>
      )}
      {rest.length > 0 && (
        <dl className="flex flex-col gap-3">
          {rest.map(([key, value]) => (
            <div key={key} className="flex flex-col gap-1">
              <dt className="text-sm font-medium text-muted-foreground">{titleCase(key)}</dt>
              <dd className="text-sm">
                <ResultValue value={value} name={key} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
