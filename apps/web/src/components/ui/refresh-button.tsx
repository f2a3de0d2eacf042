import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type RefreshButtonProps = { query: { isFetching: boolean; refetch: () => unknown } };

/** Loads a list again; the icon spins while any load of it is under way. */
export function RefreshButton({ query }: RefreshButtonProps) {
  return (
    <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RefreshCw size={16} aria-hidden="true" className={cn(query.isFetching && 'animate-spin')} />
      Refresh
    </Button>
  );
}
