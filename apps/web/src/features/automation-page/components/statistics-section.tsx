import type { SeoContent } from '@basalt/contracts';
import { PageSection } from './page-section';

/**
 * The editor saves only web addresses now (decision 053); a row saved before could hold
 * "javascript:...", which must not become a link a visitor clicks. Written here, not imported from
 * the contracts, so zod stays out of the public page's first load.
 */
const isWebAddress = (url: string) => /^https?:\/\//i.test(url.trim());

/** A statistic saved before blank sources were dropped (issue 39) may still hold one: it shows no "Source:". */
export function StatisticsSection({ statistics }: { statistics: NonNullable<SeoContent['statistics']> }) {
  if (statistics.length === 0) return null;
  return (
    <PageSection id="statistics" title="By the numbers">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {statistics.map((statistic) => (
          <li key={statistic.stat + statistic.description} className="rounded-2xl border bg-surface p-5">
            <p className="text-3xl font-semibold text-accent-text">{statistic.stat}</p>
            <p className="mt-2 text-sm">{statistic.description}</p>
            {statistic.source?.trim() && (
              <p className="mt-3 text-xs text-muted-foreground">
                Source:{' '}
                {statistic.url && isWebAddress(statistic.url) ? (
                  <a href={statistic.url} rel="noopener noreferrer" target="_blank" className="underline">
                    {statistic.source}
                  </a>
                ) : (
                  statistic.source
                )}
              </p>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
