import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Th } from './table';

type SortableThProps = {
  label: string;
  /** The list is sorted by this column. */
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  className?: string;
};

/**
 * A column heading that sorts the list: a button inside the heading, whose sort state a screen reader
 * reads from aria-sort. The heading's text stays the bare label, which a phone's card shows (data-label).
 */
export function SortableTh({ label, active, order, onSort, className }: SortableThProps) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-foreground focus-visible:text-foreground"
      >
        {label}
        <Icon size={14} aria-hidden="true" className={active ? 'text-foreground' : 'opacity-60'} />
      </button>
    </Th>
  );
}
