import type { benefitIcons, SeoContent } from '@basalt/contracts';
import { ChartColumn, CircleCheck, Clock, DollarSign, Shield, Zap, type LucideIcon } from 'lucide-react';
import { PageSection } from './page-section';

const icons: Record<(typeof benefitIcons)[number], LucideIcon> = {
  clock: Clock,
  check: CircleCheck,
  chart: ChartColumn,
  shield: Shield,
  dollar: DollarSign,
  zap: Zap,
};

export function BenefitsSection({ benefits }: { benefits: NonNullable<SeoContent['benefits']> }) {
  if (benefits.length === 0) return null;
  return (
    <PageSection id="benefits" title="Benefits">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit) => {
          const Icon = icons[benefit.icon] ?? CircleCheck;
          return (
            <li key={benefit.title} className="flex gap-4 rounded-2xl border bg-surface p-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent-text">
                <Icon size={20} aria-hidden="true" data-icon={benefit.icon} />
              </span>
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{benefit.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
