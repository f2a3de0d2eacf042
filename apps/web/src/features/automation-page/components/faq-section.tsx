import type { SeoContent } from '@basalt/contracts';
import { ChevronDown } from 'lucide-react';
import { PageSection } from './page-section';

export function FaqSection({ faqs }: { faqs: NonNullable<SeoContent['faqs']> }) {
  if (faqs.length === 0) return null;
  return (
    <PageSection id="faq" title="Frequently asked questions">
      <div className="divide-y rounded-2xl border bg-surface">
        {faqs.map((faq) => (
          <details key={faq.question} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
              {faq.question}
              <ChevronDown
                size={18}
                aria-hidden="true"
                className="shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-sm text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
