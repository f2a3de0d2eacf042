import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function AuthErrorBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-500/40 bg-amber-400/15 px-4 py-3 text-sm text-amber-800 dark:text-amber-200"
    >
      <p className="flex items-center gap-2">
        <AlertTriangle size={16} aria-hidden="true" /> Your session could not be confirmed. Some features may not work
        correctly.
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry authentication
      </Button>
    </div>
  );
}

export function LoadErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger"
    >
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw size={14} aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}
