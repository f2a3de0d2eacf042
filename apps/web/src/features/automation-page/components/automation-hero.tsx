import type { AutomationDetail } from '@basalt/contracts';
import type { ReactNode } from 'react';
import { AutomationArtwork, AutomationTrust, CategoryChip } from '@/features/catalogue';
import { cn } from '@/lib/cn';

type AutomationHeroProps = { automation: AutomationDetail; aside: ReactNode };

/** Image, category, name and description, with the price (and later the run panel) beside them. */
export function AutomationHero({ automation, aside }: AutomationHeroProps) {
  return (
    <section aria-labelledby="automation-name" className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
      <div className="flex flex-col gap-5">
        {/* Without a picture the category artwork is a slim banner, so it does not push the text down. */}
        <div
          data-testid="automation-artwork"
          className={cn(
            'overflow-hidden rounded-3xl border bg-surface-muted',
            automation.imageUrl ? 'aspect-[16/9]' : 'h-24 sm:h-32',
          )}
        >
          <AutomationArtwork imageUrl={automation.imageUrl} categoryName={automation.category?.name} eager />
        </div>
        {automation.category && <CategoryChip name={automation.category.name} />}
        <h1 id="automation-name" className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {automation.name}
        </h1>
        <p className="text-lg text-muted-foreground">{automation.description}</p>
        <AutomationTrust automation={automation} relativeDate className="text-sm" />
      </div>
      <div className="flex flex-col gap-4 lg:pt-2">{aside}</div>
    </section>
  );
}
