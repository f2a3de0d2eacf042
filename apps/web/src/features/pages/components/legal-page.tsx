import { Container } from '@/components/ui/container';
import type { LegalSection } from '../content/legal';
import { PageHeader } from './page-header';

/** Spec: both legal pages were last updated on this date. */
export const LEGAL_LAST_UPDATED = 'January 1, 2025';

export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHeader title={title}>
        <p className="text-sm">Last updated: {LEGAL_LAST_UPDATED}</p>
      </PageHeader>
      <Container className="flex max-w-3xl flex-col gap-10 py-12">
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className="text-xl font-semibold">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </Container>
    </>
  );
}
