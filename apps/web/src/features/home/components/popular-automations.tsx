import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { AutomationCard, AutomationCardSkeleton, useListAutomations } from '@/features/catalogue';
import { LoadErrorPanel } from '@/components/ui/load-error-panel';
import { SectionHeading } from './section-heading';

/** Spec: the home page shows up to 3 popular automations. */
const POPULAR_LIMIT = 3;

export function PopularAutomations() {
  const query = useListAutomations({ limit: POPULAR_LIMIT });

  return (
    <section aria-labelledby="popular-heading" className="border-y bg-surface/40 py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="popular-heading" eyebrow="Marketplace" title="Popular Automations">
            Ready to run the moment you sign up.
          </SectionHeading>
          <Link
            to="/marketplace"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            View All <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-10">
          <PopularAutomationsBody query={query} />
        </div>
      </Container>
    </section>
  );
}

function PopularAutomationsBody({ query }: { query: ReturnType<typeof useListAutomations> }) {
  if (query.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        <span role="status" className="sr-only">
          Loading automations…
        </span>
        {Array.from({ length: POPULAR_LIMIT }, (_, index) => (
          <AutomationCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return <LoadErrorPanel retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (query.data.automations.length === 0) {
    return <p className="text-muted-foreground">New automations are on their way. Check back soon.</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {query.data.automations.map((automation) => (
        <li key={automation.id} className="flex">
          <AutomationCard automation={automation} />
        </li>
      ))}
    </ul>
  );
}
