import { isTable } from './result-table-rows';
import { isLink, linkLabel, mediaKind, titleCase } from './result-values';
import { looksLikeMarkdown, MarkdownText } from './result-text';
import { ResultTable } from './result-table';

/** One value of a result, shown by its shape (spec §9 result viewer). */
export function ResultValue({ value, name }: { value: unknown; name?: string }) {
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>;
  if (isTable(value)) return <ResultTable rows={value} />;
  if (Array.isArray(value)) {
    if (value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
      return (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((item, index) => (
            <li key={index} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">
              {String(item)}
            </li>
          ))}
        </ul>
      );
    }
    return (
      <ol className="flex flex-col gap-2">
        {value.map((item, index) => (
          <li key={index} className="rounded-lg border p-2">
            <ResultValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === 'object') {
    return (
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {Object.entries(value as Record<string, unknown>).map(([key, item]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted-foreground">{titleCase(key)}</dt>
            <dd className="min-w-0 break-words">
              <ResultValue value={item} name={key} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  if (isLink(value)) return <MediaLink url={value} name={name ?? value} />;
  if (typeof value === 'string' && looksLikeMarkdown(value)) return <MarkdownText text={value} />;
  if (typeof value === 'string' && value.includes('\n')) {
    return (
      <pre className="max-h-96 overflow-auto rounded-lg bg-surface-muted p-3 text-xs whitespace-pre-wrap">{value}</pre>
    );
  }
  return <span className="break-words">{String(value)}</span>;
}

/** A link shown as the media it points to, judged by the extension of its name. */
export function MediaLink({ url, name }: { url: string; name: string }) {
  switch (mediaKind(name) ?? mediaKind(url)) {
    case 'audio':
      return (
        <audio controls src={url} className="w-full">
          Your browser does not support the audio element.
        </audio>
      );
    case 'video':
      return (
        <video controls src={url} className="max-h-80 w-full rounded-lg">
          Your browser does not support the video element.
        </video>
      );
    case 'image':
      // A result's size is unknown until it loads; the box reserves the most it may take.
      return (
        <img
          src={url}
          alt={name}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-80 max-w-full rounded-lg border object-contain"
        />
      );
    case 'pdf':
      return (
        <a href={url} className="font-medium text-accent-text hover:underline" target="_blank" rel="noreferrer">
          Open PDF
        </a>
      );
    default:
      return (
        <a href={url} className="break-all text-accent-text hover:underline" target="_blank" rel="noreferrer noopener">
          {linkLabel(url)}
        </a>
      );
  }
}
