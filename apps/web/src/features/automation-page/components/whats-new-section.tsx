import type { ChangelogEntry } from '@basalt/contracts';
import { formatUtcDate } from '@/lib/format-utc-date';
import { PageSection } from './page-section';

/** The public changelog (issue 40): each published version's note, newest first, as the server sends them. */
export function WhatsNewSection({ changelog }: { changelog: readonly ChangelogEntry[] }) {
  if (changelog.length === 0) return null;
  return (
    <PageSection id="whats-new" title="What's new">
      <ol className="flex flex-col gap-4">
        {changelog.map((entry) => (
          <li key={entry.number} className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            <p className="shrink-0 text-sm text-muted-foreground sm:w-44">
              <span className="font-semibold text-foreground">Version {entry.number}</span>
              {' · '}
              <time dateTime={entry.publishedAt}>{formatUtcDate(entry.publishedAt)}</time>
            </p>
            <p className="min-w-0 break-words whitespace-pre-line">{entry.note}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
