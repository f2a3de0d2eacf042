import { pageMeta } from '@basalt/contracts';
import { Eye, Gem, Lightbulb, Users, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SiteCounters, type SiteCounter } from '@/features/site';
import { usePageTitle } from '@/lib/use-page-title';
import { CallToAction } from '../components/call-to-action';
import { PageHeader } from '../components/page-header';

/** Real, exact counts only (DESIGN D13), so no "+"; SiteCounters hides one that is zero. */
const counters: SiteCounter[] = [
  { label: 'Users', pick: (stats) => stats.users },
  { label: 'Active automations', pick: (stats) => stats.publishedAutomations },
  { label: 'Automation runs', pick: (stats) => stats.runs },
];

const beliefs: Array<{ title: string; text: string; icon: LucideIcon }> = [
  {
    title: 'Innovation',
    text: 'We ship new automations every month and retire the ones nobody needs.',
    icon: Lightbulb,
  },
  {
    title: 'Accessibility',
    text: 'No code, no setup, no subscription: anyone with a task can use automation.',
    icon: Users,
  },
  {
    title: 'Quality',
    text: 'Every automation is tested against real inputs before it reaches the marketplace.',
    icon: Gem,
  },
  {
    title: 'Transparency',
    text: 'You see the price before every run, and a run that fails on our side is refunded.',
    icon: Eye,
  },
];

export function AboutRoute() {
  usePageTitle(pageMeta.about.title);

  return (
    <>
      <PageHeader eyebrow="About us" title="Automation for everyone, paid by the run">
        Basalt turns the tasks that eat your week into ready-made automations you can run in minutes.
      </PageHeader>
      <SiteCounters counters={counters} />
      <Container className="grid gap-12 py-16 lg:grid-cols-2">
        <section aria-labelledby="mission-heading">
          <h2 id="mission-heading" className="text-2xl font-semibold">
            Our mission
          </h2>
          <p className="mt-4 text-muted-foreground">
            Small teams should not need a developer, an integration platform and a monthly contract to stop doing the
            same task by hand. Our mission is to make automation as easy to buy as a coffee: pick it, see the price, run
            it.
          </p>
        </section>
        <section aria-labelledby="story-heading">
          <h2 id="story-heading" className="text-2xl font-semibold">
            Our story
          </h2>
          <p className="mt-4 text-muted-foreground">
            Basalt was founded in 2025 by three co-founders who had spent years building one-off automations for
            clients. The same requests kept coming back: clean this export, sort these tickets, draft these posts. So we
            built each of them once, properly, and put them in a marketplace where anyone can run them and pay only for
            what they use.
          </p>
        </section>
      </Container>
      <section aria-labelledby="beliefs-heading" className="border-t py-16">
        <Container>
          <h2 id="beliefs-heading" className="text-2xl font-semibold">
            What we believe
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {beliefs.map(({ title, text, icon: Icon }) => (
              <li key={title} className="rounded-2xl border bg-surface p-6">
                <Icon size={22} className="text-accent-text" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CallToAction
        title="See what you can automate today"
        text="Browse the marketplace: every automation shows what it does and what it costs."
        to="/marketplace"
        label="Explore the Marketplace"
      />
    </>
  );
}
