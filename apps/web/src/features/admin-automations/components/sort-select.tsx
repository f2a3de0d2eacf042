import type { AdminAutomationSort, SortOrder } from '@basalt/contracts';
import { FilterSelect } from '@/components/ui/filter-select';

const choices: { sort: AdminAutomationSort; order: SortOrder; label: string }[] = [
  { sort: 'created', order: 'desc', label: 'Newest first' },
  { sort: 'created', order: 'asc', label: 'Oldest first' },
  { sort: 'successRate30d', order: 'desc', label: 'Highest success rate' },
  { sort: 'successRate30d', order: 'asc', label: 'Lowest success rate' },
  { sort: 'runs30d', order: 'desc', label: 'Most runs (30 days)' },
  { sort: 'runs30d', order: 'asc', label: 'Fewest runs (30 days)' },
  { sort: 'revenue30d', order: 'desc', label: 'Most revenue (30 days)' },
  { sort: 'revenue30d', order: 'asc', label: 'Least revenue (30 days)' },
];

type SortSelectProps = {
  sort: AdminAutomationSort;
  order: SortOrder;
  onChange: (next: { sort: AdminAutomationSort; order: SortOrder }) => void;
};

/** The column headings' sorting on a phone, whose table shows no headings (rows are cards). */
export function SortSelect({ sort, order, onChange }: SortSelectProps) {
  return (
    <FilterSelect
      label="Sort by"
      className="sm:hidden"
      value={`${sort}:${order}`}
      onValueChange={(value) => {
        const [nextSort, nextOrder] = value.split(':') as [AdminAutomationSort, SortOrder];
        onChange({ sort: nextSort, order: nextOrder });
      }}
    >
      {choices.map((choice) => (
        <option key={`${choice.sort}:${choice.order}`} value={`${choice.sort}:${choice.order}`}>
          {choice.label}
        </option>
      ))}
    </FilterSelect>
  );
}
