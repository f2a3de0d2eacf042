import { Container } from '@/components/ui/container';
import { useSiteStats } from '../api/get-site-stats';
import type { GetSiteStatsResponse } from '@basalt/contracts';
import { StatCounter } from './stat-counter';

export type SiteCounter = {
  label: string;
  suffix?: string;
  pick: (stats: GetSiteStatsResponse) => number | null;
};

/**
 * The marketing counters (DESIGN D13): real numbers only. A counter with nothing to count is left
 * out, and when the numbers cannot be loaded the whole row is, rather than showing made-up figures.
 */
export function SiteCounters({ counters }: { counters: SiteCounter[] }) {
  const stats = useSiteStats();
  if (stats.isError) return null;
  const data = stats.data;
  const shown = data ? counters.filter((counter) => (counter.pick(data) ?? 0) > 0) : counters;
  if (shown.length === 0) return null;
  return (
    <section aria-label="Basalt in numbers" className="border-b py-14">
      <Container className="flex flex-wrap justify-center gap-10 sm:gap-24">
        {shown.map((counter) => (
          <StatCounter
            key={counter.label}
            value={data ? counter.pick(data) : null}
            label={counter.label}
            suffix={counter.suffix}
          />
        ))}
      </Container>
    </section>
  );
}
