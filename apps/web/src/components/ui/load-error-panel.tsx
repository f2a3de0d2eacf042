import { RefreshCw, WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

type LoadErrorPanelProps = { retrying: boolean; onRetry: () => void; message?: string };

export function LoadErrorPanel({
  retrying,
  onRetry,
  message = 'Unable to load automations. Please check your connection and try again.',
}: LoadErrorPanelProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed bg-surface px-6 py-12 text-center"
    >
      <span className="rounded-full bg-surface-muted p-3 text-muted-foreground">
        <WifiOff size={24} aria-hidden="true" />
      </span>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        <RefreshCw size={16} aria-hidden="true" className={cn(retrying && 'animate-spin')} />
        Try again
      </Button>
    </div>
  );
}
