import { Check } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

const reasons = [
  'Repetitive work — cleaning data, sorting tickets, writing first drafts — takes hours a week that nobody enjoys.',
  'Automations do the same job the same way every time, at any hour, in seconds.',
  'Pre-built means no project: no developers, no integrations to maintain, nothing to host.',
  'Paying per run keeps the cost tied to the value: a quiet month costs nothing.',
];

export function WhyAi() {
  return (
    <section aria-labelledby="why-ai-heading" className="border-y bg-surface/40 py-20">
      <Container className="grid gap-10 lg:grid-cols-2">
        <SectionHeading id="why-ai-heading" eyebrow="Why AI automation" title="Let software do the busywork">
          Small businesses and teams lose whole days to tasks a machine does better. Basalt makes that machine available
          by the run.
        </SectionHeading>
        <ul className="flex flex-col gap-4">
          {reasons.map((reason) => (
            <li key={reason} className="flex gap-3">
              <Check size={20} className="mt-0.5 shrink-0 text-accent-text" aria-hidden="true" />
              <span className="text-muted-foreground">{reason}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
