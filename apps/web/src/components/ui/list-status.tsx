import type { ReactNode } from 'react';
import { Spinner } from './spinner';

type ListStatusProps<Data> = {
  query: { isPending: boolean; isError: boolean; data?: Data };
  loadingLabel: string;
  spinnerClassName?: string;
  /** Shown instead of the list when the query failed; without it a stale list stays on screen. */
  error?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  /** Usually an EmptyState. */
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
};

/** The body of a list page: a spinner, then the error, the empty state or the list itself. */
export function ListStatus<Data>({
  query,
  loadingLabel,
  spinnerClassName = 'py-16',
  error,
  isEmpty,
  empty,
  children,
}: ListStatusProps<Data>) {
  if (query.isPending) return <Spinner label={loadingLabel} className={spinnerClassName} />;
  if (query.isError && error) return error;
  if (query.data === undefined) return null;
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
