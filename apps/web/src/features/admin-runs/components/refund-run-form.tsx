import { refundAdminRunBody, type Run } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { formatCount } from '@/lib/format';
import { useRefundAdminRun } from '../api/get-admin-run';

type FieldErrors = Partial<Record<'amount' | 'reason', string>>;

/**
 * "Refund this run": all of what the run still keeps by default, or part of it, with a reason its user
 * reads. Checked with the API's own contract first, then by the server (once per run, at most what it kept).
 */
export function RefundRunForm({ run, email }: { run: Run; email: string }) {
  const refundable = run.tokensCharged - run.tokensRefunded;
  const [open, setOpen] = useState(false);
  const [amountText, setAmountText] = useState(String(refundable));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refunded, setRefunded] = useState<string | null>(null);
  const refund = useRefundAdminRun(run.id);

  // Said in the dialog itself: a toast would sit under the modal dialog, out of sight.
  if (refunded) {
    return (
      <p role="status" className="rounded-lg bg-emerald-500/15 px-3 py-2 text-emerald-800 dark:text-emerald-300">
        {refunded}
      </p>
    );
  }
  if (refundable <= 0) return null;
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        Refund this run
      </Button>
    );
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = refundAdminRunBody.safeParse({
      amount: amountText.trim() === '' ? undefined : Number(amountText),
      reason,
    });
    const found: FieldErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof FieldErrors] ??= issue.message;
    } else if (parsed.data.amount > refundable) {
      found.amount = `At most ${formatCount(refundable, 'token')} can be refunded for this run.`;
    }
    setErrors(found);
    if (!parsed.success || found.amount) return;
    refund.mutate(parsed.data, {
      onSuccess: () =>
        setRefunded(`Refunded ${formatCount(parsed.data.amount, 'token')} to ${email}. They were told by e-mail.`),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <p className="font-medium">
        Refund this run · up to {formatCount(refundable, 'token')}, once. {email} is told by e-mail.
      </p>
      <FormField id="refund-amount" label="Tokens to refund" required error={errors.amount}>
        <input
          id="refund-amount"
          inputMode="numeric"
          className={inputStyles}
          value={amountText}
          aria-invalid={errors.amount ? true : undefined}
          onChange={(event) => setAmountText(event.target.value)}
        />
      </FormField>
      <FormField id="refund-reason" label="Reason (the user reads it)" required error={errors.reason}>
        <textarea
          id="refund-reason"
          rows={2}
          className={inputStyles}
          value={reason}
          aria-invalid={errors.reason ? true : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {refund.isError && <AlertBanner>{refund.error.message}</AlertBanner>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={refund.isPending}>
          Refund tokens
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
