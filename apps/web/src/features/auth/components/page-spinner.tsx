import { Spinner } from '@/components/ui/spinner';

/** Spec: while the sign-in state loads, a spinner shows instead of the page. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh]" />;
}
