import { Play, Search, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

const steps: Array<{ title: string; description: string; icon: LucideIcon }> = [
  {
    title: 'Pick an automation',
    description: 'Browse the marketplace by category and open the automation that fits the job.',
    icon: Search,
  },
  {
    title: 'Fill in the form',
    description: 'Enter your details or upload a file. The price is shown before you run, every time.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Run and get results',
    description: 'Pay with prepaid tokens and only for what runs. Runs that fail on our side are refunded.',
    icon: Play,
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="scroll-mt-20 py-20">
      <Container>
        <SectionHeading id="how-it-works-heading" eyebrow="How it works" title="From idea to result in three steps">
          No setup, no subscriptions, no code.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ title, description, icon: Icon }, index) => (
            <li key={title} className="relative rounded-2xl border bg-surface p-6">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-accent/15 text-accent-text">
                  <Icon size={20} aria-hidden="true" />
                </span>
                <span className="text-sm font-medium text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
