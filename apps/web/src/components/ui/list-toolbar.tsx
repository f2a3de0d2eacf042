import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { SearchInput, type SearchInputProps } from './search-input';

type ListToolbarProps = {
  search: SearchInputProps;
  /** Grid columns from `sm` up: the search box takes the rest, e.g. `sm:grid-cols-[1fr_12rem]`. */
  columns: string;
  /** The filters (FilterSelect) beside the search box. */
  children?: ReactNode;
};

/** Search box and filters above an admin list. */
export function ListToolbar({ search, columns, children }: ListToolbarProps) {
  return (
    <div className={cn('grid gap-3', columns)}>
      <SearchInput {...search} />
      {children}
    </div>
  );
}
