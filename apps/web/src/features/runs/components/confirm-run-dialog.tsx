import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatNumber } from '@/lib/format';

type ConfirmRunDialogProps = {
  open: boolean;
  automationName: string;
  quote: number;
  metered: boolean;
  balance: number;
  starting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The quote before a run (D5): the cost, or for time-based prices the most that is held. */
export function ConfirmRunDialog({
  open,
  automationName,
  quote,
  metered,
  balance,
  starting,
  onConfirm,
  onClose,
}: ConfirmRunDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Run this automation?">
      <p className="text-sm">
        Run <strong>{automationName}</strong> now.
      </p>
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-muted p-4 text-sm">
        <dt className="text-muted-foreground">{metered ? 'Held until the run ends' : 'Cost'}</dt>
        <dd className="text-right font-semibold">{quote === 0 ? 'Free' : `${formatNumber(quote)} tokens`}</dd>
        <dt className="text-muted-foreground">Balance after</dt>
        <dd className="text-right">{formatNumber(Math.max(0, balance - quote))} tokens</dd>
      </dl>
      {metered && (
        <p className="text-xs text-muted-foreground">
          You pay for the minutes the run uses; the rest of the hold comes back when it ends.
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={starting}>
          {starting ? 'Starting…' : 'Confirm and run'}
        </Button>
      </div>
    </Dialog>
  );
}
