import type { SeoContent } from '@basalt/contracts';
import { PageSection } from './page-section';

export function UseCasesSection({ useCases }: { useCases: NonNullable<SeoContent['useCases']> }) {
  if (useCases.length === 0) return null;
  return (
    <PageSection id="use-cases" title="Use cases">
      <ul className="grid gap-4 sm:grid-cols-2">
        {useCases.map((useCase) => (
          <li key={useCase.title} className="rounded-2xl border bg-surface p-5">
            {useCase.target && (
              <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">{useCase.target}</p>
            )}
            <h3 className="mt-1 font-semibold">{useCase.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{useCase.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
