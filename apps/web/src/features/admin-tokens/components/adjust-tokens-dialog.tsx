import { adjustmentSuccessMessage, adjustTokensBody, type TokenBalanceRow } from '@basalt/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { formatNumber } from '@/lib/format';
import { useAdjustTokens } from '../api/adjust-tokens';

/** Spec: the amount is a whole number; anything non-numeric counts as 0. */
const toAmount = (text: string) => {
  const number = Math.trunc(Number(text));
  return Number.isFinite(number) ? number : 0;
};

/** Mounted per opening, so it starts empty every time (spec: the modal resets on each open). */
export function AdjustTokensDialog({ user, onClose }: { user: TokenBalanceRow; onClose: () => void }) {
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustTokens();
  const amount = toAmount(amountText);
  const newBalance = user.tokenBalance + amount;

  const confirm = () => {
    // The API's own rule, so 12.7 is refused with its message instead of quietly becoming 12 (issue 39).
    const checked = adjustTokensBody.shape.amount.safeParse(amountText.trim());
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    if (!reason.trim()) return setError('Reason is required');
    if (newBalance < 0) return setError('New balance cannot be negative');
    setError(null);
    adjust.mutate(
      { userId: user.id, amount, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(adjustmentSuccessMessage(amount));
          onClose();
        },
        onError: (failure) => setError(failure.message || 'Failed to adjust tokens'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title="Adjust Tokens">
      <div className="rounded-lg bg-surface-muted px-4 py-3 text-sm">
        <div className="font-medium">{user.fullName}</div>
        <div className="text-muted-foreground">{user.email}</div>
        <div className="mt-1">
          Current balance: <span className="font-semibold tabular-nums">{formatNumber(user.tokenBalance)}</span> tokens
        </div>
      </div>
      <FormField id="adjust-amount" label="Amount" helpText="Positive to add, negative to deduct.">
        <input
          id="adjust-amount"
          inputMode="numeric"
          className={inputStyles}
          value={amountText}
          placeholder="e.g. 100 or -50"
          aria-describedby="adjust-amount-message"
          onChange={(event) => setAmountText(event.target.value)}
        />
      </FormField>
      <FormField id="adjust-reason" label="Reason" required>
        <textarea
          id="adjust-reason"
          rows={3}
          className={inputStyles}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {amount !== 0 && (
        <p className="text-sm">
          New balance:{' '}
          <span className={newBalance < 0 ? 'font-semibold text-danger' : 'font-semibold'}>
            {formatNumber(newBalance)}
          </span>
        </p>
      )}
      {error && <AlertBanner>{error}</AlertBanner>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={amount === 0 || !reason.trim() || adjust.isPending}>
          {adjust.isPending ? 'Saving...' : 'Confirm Adjustment'}
        </Button>
      </div>
    </Dialog>
  );
}
