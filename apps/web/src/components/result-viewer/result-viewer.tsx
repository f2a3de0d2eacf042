import type { Run } from '@basalt/contracts';
import { Download } from 'lucide-react';
import { buttonStyles } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { formatBytes, mediaKind, RESERVED_RESULT_KEYS, titleCase } from './result-values';
import { ResultText } from './result-text';
import { ResultDownloads } from './result-downloads';
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

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

type ResultContentProps = {
  result: Record<string, unknown>;
  /** Download names start with it, e.g. 'csv-data-cleaner-1a2b3c4d'. */
  baseName: string;
  filesExpireAt?: string | null;
};

/**
 * A result as a person reads it: the summary (Markdown or plain text), the files by name with their size and a
 * download, then every other key in the order the workflow sent them, each value once; and the
 * whole result as JSON or, when it holds a table, CSV.
 */
export function ResultContent({ result, baseName, filesExpireAt = null }: ResultContentProps) {
  const summary = textOf(result.summary) ?? textOf(result.message);
  const message = textOf(result.summary) && textOf(result.message) !== summary ? textOf(result.message) : null;
  const files = filesOf(result).filter((file, index, all) => all.findIndex((f) => f.url === file.url) === index);
  const rest = Object.entries(result).filter(([key]) => !RESERVED_RESULT_KEYS.has(key));
  return (
    <div className="flex min-w-0 flex-col gap-4" aria-label="Result">
      {summary && <ResultText text={summary} />}
      {message && <ResultText text={message} />}
      {files.length > 0 && (
        <ul className="flex flex-col gap-3">
          {files.map((file) => (
            <li key={file.url} className="flex flex-col gap-3 rounded-xl border p-3">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-medium break-all">
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
          {filesExpireAt && (
            <li className="text-xs text-muted-foreground">Result files are kept until {formatDate(filesExpireAt)}.</li>
          )}
        </ul>
      )}
      {rest.length > 0 && (
        <dl className="flex flex-col gap-3">
          {rest.map(([key, value]) => (
            <div key={key} className="flex min-w-0 flex-col gap-1">
              <dt className="text-sm font-medium text-muted-foreground">{titleCase(key)}</dt>
              <dd className="min-w-0 text-sm">
                <ResultValue value={value} name={key} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {Object.keys(result).length > 0 && <ResultDownloads result={result} baseName={baseName} />}
    </div>
  );
}

/** A completed run's result. */
export function ResultViewer({ run }: { run: Run }) {
  const slug = run.automation?.slug ?? 'result';
  return (
    <ResultContent
      result={run.resultData ?? {}}
      baseName={`${slug}-${run.id.slice(0, 8)}`}
      filesExpireAt={run.filesExpireAt}
    />
  );
}
