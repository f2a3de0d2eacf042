import type { AutomationSummary } from '@basalt/contracts';
import { TEMPORARILY_UNAVAILABLE } from '@basalt/contracts/automation-health/temporarily-unavailable';
import { Hexagon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { automationPath } from '../utils/automation-path';
import { formatAutomationCost } from '../utils/automation-cost';
import { AutomationArtwork } from './automation-artwork';

type AutomationCardProps = {
  automation: AutomationSummary & { temporarilyUnavailable?: boolean };
  headingLevel?: 'h2' | 'h3';
};

export function AutomationCard({ automation, headingLevel: Heading = 'h3' }: AutomationCardProps) {
  const categoryName = automation.category?.name;

  return (
    // The heading link stretches over the whole card, so the card is one tab stop with a short name.
    <Card className="group relative flex w-full flex-col overflow-hidden transition hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <div className="aspect-[16/9] overflow-hidden border-b bg-surface-muted">
        <AutomationArtwork imageUrl={automation.imageUrl} categoryName={categoryName} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {categoryName && (
          <span className="w-fit rounded-full border bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {categoryName}
          </span>
        )}
        <Heading className="text-lg font-semibold tracking-tight">
          <Link to={automationPath(automation)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {automation.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-muted-foreground">{automation.description}</p>
        {automation.temporarilyUnavailable && (
          <p className="text-sm font-medium text-amber-800 dark:text-amber-200">{TEMPORARILY_UNAVAILABLE}</p>
        )}
        <p className="mt-auto flex items-center gap-1.5 pt-2 text-sm font-medium text-accent-text">
          <Hexagon size={15} aria-hidden="true" />
          {formatAutomationCost(automation)}
        </p>
      </div>
    </Card>
  );
}
