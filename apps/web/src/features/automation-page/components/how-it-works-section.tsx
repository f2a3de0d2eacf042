import type { SeoContent } from '@basalt/contracts';
import { PageSection } from './page-section';

export function HowItWorksSection({ steps }: { steps: NonNullable<SeoContent['howToSteps']> }) {
  if (steps.length === 0) return null;
  const ordered = [...steps].sort((a, b) => a.order - b.order);
  return (
    <PageSection id="how-it-works" title="How it works">
      <ol className="grid gap-4 md:grid-cols-3">
        {ordered.map((step, index) => (
          <li key={`${step.order}-${step.title}`} className="rounded-2xl border bg-surface p-5">
            <span className="flex size-8 items-center justify-center rounded-full bg-accent/15 text-sm font-semibold text-accent-text">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold">{step.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
