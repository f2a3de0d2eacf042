import type { Configuration, ListConfigurationsQuery } from '@basalt/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button, buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { inputStyles } from '@/components/ui/form-field';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { useCategories } from '@/features/catalogue';
import { ScheduleDialog, SchedulesSection, type SchedulableConfiguration } from '@/features/schedules';
import { usePageTitle } from '@/lib/use-page-title';
import { useDeleteConfiguration } from '../api/delete-configuration';
import { useDuplicateConfiguration } from '../api/duplicate-configuration';
import { useConfigurations } from '../api/list-configurations';
import { ConfigurationCard } from '../components/configuration-card';

const sorts: [ListConfigurationsQuery['sort'], string][] = [
  ['newest', 'Newest'],
  ['oldest', 'Oldest'],
  ['a-z', 'A-Z'],
];

/** /my-automations: saved configurations with search, category filter and sort (spec §2). */
export function MyAutomationsRoute() {
  usePageTitle('My Automations');
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useState<ListConfigurationsQuery['sort']>('newest');
  const list = useConfigurations({ q: q.trim() || undefined, category: category || undefined, sort });
  const categories = useCategories();
  const duplicate = useDuplicateConfiguration();
  const remove = useDeleteConfiguration();
  const [deleting, setDeleting] = useState<Configuration | null>(null);
  const [scheduling, setScheduling] = useState<SchedulableConfiguration | null>(null);

  return (
    <Container className="flex flex-col gap-6 py-10">
      <PageHeading title="My Automations" description="Your saved configurations, ready to run again." />
      <div className="flex flex-wrap gap-3">
        <label className="relative min-w-64 flex-1">
          <span className="sr-only">Search configurations</span>
          <Search size={16} className="absolute top-3 left-3 text-muted-foreground" aria-hidden="true" />
          <input
            className={`${inputStyles} pl-9`}
            placeholder="Search configurations"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
        <select
          aria-label="Category"
          className={`${inputStyles} w-auto`}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="">All Categories</option>
          {(categories.data ?? []).map((item) => (
            <option key={item.id} value={item.name}>
              {item.name}
            </option>
          ))}
        </select>
        <select
          aria-label="Sort"
          className={`${inputStyles} w-auto`}
          value={sort}
          onChange={(e) => setSort(e.target.value as typeof sort)}
        >
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {duplicate.isError && <AlertBanner>Failed to duplicate configuration</AlertBanner>}
      {remove.isError && <AlertBanner>Failed to delete configuration</AlertBanner>}
      {list.isPending && <Spinner label="Loading configurations" className="py-16" />}
      {list.isError && <AlertBanner>Unable to load automations. Please try refreshing the page.</AlertBanner>}
      {list.data?.length === 0 && (
        <EmptyState
          title="No saved configurations"
          hint="Save a configuration on an automation's page to find it here."
          action={
            <Link to="/marketplace" className={buttonStyles({ size: 'sm' })}>
              Explore Marketplace
            </Link>
          }
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data?.map((configuration) => (
          <ConfigurationCard
            key={configuration.id}
            configuration={configuration}
            busy={duplicate.isPending || remove.isPending}
            onDuplicate={() => duplicate.mutate(configuration.id)}
            onDelete={() => setDeleting(configuration)}
            onSchedule={() =>
              setScheduling({ id: configuration.id, name: configuration.configName ?? configuration.automation.name })
            }
          />
        ))}
      </div>
      <SchedulesSection />
      <ScheduleDialog configuration={scheduling} onClose={() => setScheduling(null)} />
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete configuration?">
        <p className="text-sm">
          Delete <strong>{deleting?.configName ?? 'Untitled Configuration'}</strong>? This cannot be undone.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}>
            Delete
          </Button>
        </div>
      </Dialog>
    </Container>
  );
}
