import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type LoadErrorPanelProps = { retrying: boolean; onRetry: () => void };

export function LoadErrorPanel({ retrying, onRetry }: LoadErrorPanelProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-surface px-6 py-12 text-center"
    >
      <span className="rounded-full bg-surface-muted p-3 text-muted-foreground">
        <WifiOff size={24} aria-hidden="true" />
      </span>
      <p className="max-w-md text-muted-foreground">
        Unable to load automations. Please check your connection and try again.
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw size={16} aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        Try again
      </Button>
    </div>
  );
}
