import { categoryNames, pageMeta } from '@basalt/contracts';
import { Container } from '@/components/ui/container';
import { StatCounter, useSiteStats, useStartingPrice } from '@/features/site';
import { usePageTitle } from '@/lib/use-page-title';
import { CallToAction } from '../components/call-to-action';
import { IndustryCard } from '../components/industry-card';
import { PageHeader } from '../components/page-header';
import { industries } from '../content/industries';

export function UseCasesRoute() {
  usePageTitle(pageMeta.useCases.title);
  const stats = useSiteStats();
  const startingPrice = useStartingPrice();
  return (
    <>
      <PageHeader eyebrow="Use cases" title="Automations for every team">
        See how teams in eight industries hand their repetitive work to ready-made automations.
      </PageHeader>
      <Container className="grid gap-6 py-14 md:grid-cols-2">
        {industries.map((industry) => (
          <IndustryCard key={industry.name} industry={industry} />
        ))}
      </Container>
      <section aria-label="Basalt at a glance" className="border-y py-14">
        <Container className="grid gap-10 sm:grid-cols-3">
          <StatCounter value={stats.data?.publishedAutomations ?? null} label="Ready-made automations" />
          <StatCounter value={categoryNames.length} label="Categories" />
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="text-4xl font-semibold tracking-tight text-accent-text sm:text-5xl">{startingPrice ?? '–'}</p>
            <p className="text-sm text-muted-foreground">to get started, no subscription</p>
          </div>
        </Container>
      </section>
      <CallToAction
        title="Find the automation for your team"
        text="Filter the marketplace by category and see the price of every run before you start."
        to="/marketplace"
        label="Browse the Marketplace"
      />
    </>
  );
}
