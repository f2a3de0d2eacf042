import type { AutomationSort } from '@basalt/contracts';
import { useCategories } from '@/features/catalogue';
import type { MarketplaceFilters } from '../hooks/use-marketplace-params';
import { SearchBox } from './search-box';

const sortLabels: Record<AutomationSort, string> = {
  popular: 'Popular',
  newest: 'Newest',
  recently_updated: 'Recently updated',
  name_asc: 'A-Z',
  name_desc: 'Z-A',
};

const selectStyles =
  'h-11 rounded-lg border bg-surface px-3 text-sm shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

type ToolbarProps = {
  filters: MarketplaceFilters;
  onChange: (changes: Partial<MarketplaceFilters>, options?: { replace?: boolean }) => void;
  onSearch: (q: string) => void;
};

export function MarketplaceToolbar({ filters, onChange, onSearch }: ToolbarProps) {
  const categories = useCategories();
  const names = categories.data?.map((c) => c.name) ?? [];
  // A category from a link stays selectable even before (or without) the category list.
  if (filters.category && !names.includes(filters.category)) names.unshift(filters.category);

  return (
    // A GET form: before the app runs (or without it) Enter asks the server for the filtered page.
    <form
      role="search"
      action="/marketplace"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(new FormData(event.currentTarget).get('q')?.toString() ?? '');
      }}
      className="flex flex-col gap-3 sm:flex-row"
    >
      <SearchBox value={filters.q} onSearch={onSearch} />
      <select
        aria-label="Category"
        name="category"
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value })}
        className={selectStyles}
      >
        <option value="">All Categories</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label="Sort by"
        name="sort"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as AutomationSort })}
        className={selectStyles}
      >
        {Object.entries(sortLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </form>
  );
}
