import { AutomationCard, useListAutomations } from '@/features/catalogue';

/** Spec: the first 3 featured automations, shown when the user has no saved configurations. */
export function FeaturedAutomations() {
  const automations = useListAutomations({ limit: 12 });
  const featured = automations.data?.automations.filter((a) => a.isFeatured).slice(0, 3) ?? [];
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
      <h2 id="featured-heading" className="text-xl font-semibold">
        Featured Automations
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {featured.map((automation) => (
          <AutomationCard key={automation.id} automation={automation} />
        ))}
      </div>
    </section>
  );
}
