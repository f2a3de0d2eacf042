import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CategoryChip, formatAutomationCost, useListAutomations } from '@/features/catalogue';
import type { Industry } from '../content/industries';

/** Spec: up to 3 published automations of the industry's category, and View All. */
const RELATED_LIMIT = 3;

export function IndustryCard({ industry }: { industry: Industry }) {
  const related = useListAutomations({ category: industry.category, limit: RELATED_LIMIT });
  const total = related.data?.total;
  return (
    <article className="flex flex-col gap-4 rounded-2xl border bg-surface p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{industry.name}</h2>
        <CategoryChip name={industry.category} />
      </div>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-semibold">The problem</dt>
          <dd className="text-muted-foreground">{industry.problem}</dd>
        </div>
        <div>
          <dt className="font-semibold">The AI solution</dt>
          <dd className="text-muted-foreground">{industry.solution}</dd>
        </div>
        <div>
          <dt className="font-semibold">The outcome</dt>
          <dd className="text-muted-foreground">{industry.outcome}</dd>
        </div>
      </dl>
      {total !== undefined && (
        <p className="text-sm font-semibold text-accent-text">
          {total === 1 ? '1 ready-made automation' : `${total} ready-made automations`} in {industry.category}
        </p>
      )}
      {related.data && related.data.automations.length > 0 && (
        <ul className="flex flex-col gap-2 border-t pt-4">
          {related.data.automations.map((automation) => (
            <li key={automation.id} className="flex items-center justify-between gap-3 text-sm">
              <Link to={`/automation/${automation.id}`} className="font-medium hover:underline">
                {automation.name}
              </Link>
              <span className="shrink-0 text-muted-foreground">{formatAutomationCost(automation)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={`/marketplace?category=${encodeURIComponent(industry.category)}`}
        className="mt-auto inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline"
        aria-label={`View All ${industry.category} automations`}
      >
        View All <ArrowRight size={15} aria-hidden="true" />
      </Link>
    </article>
  );
}
