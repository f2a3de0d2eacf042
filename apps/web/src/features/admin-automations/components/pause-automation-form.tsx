import { pauseAutomationBody, type AdminAutomationRow } from '@basalt/contracts';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { usePauseAutomation } from '../api/pause-automation';

/**
 * Pause by hand (DESIGN D18): for an automation an admin knows is broken before the thresholds see
 * it. Lists every published automation that takes runs, whatever the list's search and filters;
 * resuming is the paused panel's.
 */
export function PauseAutomationForm({ automations }: { automations: AdminAutomationRow[] }) {
  const runnable = automations.filter((row) => row.pause === null && row.status === 'published');
  const [id, setId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pause = usePauseAutomation();
  if (runnable.length === 0) return null;
  const chosen = runnable.find((row) => row.id === id);

  const submit = () => {
    if (!chosen) return setError('Choose an automation to pause');
    const parsed = pauseAutomationBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Reason is required');
    setError(null);
    pause.mutate(
      { id: chosen.id, ...parsed.data },
      {
        onSuccess: ({ refundedRuns }) => {
          toast.success(
            `${chosen.name} is paused${refundedRuns > 0 ? `; ${refundedRuns} queued runs were refunded` : ''}`,
          );
          setId('');
          setReason('');
        },
        onError: (failure) => setError(failure.message || 'Failed to pause the automation'),
      },
    );
  };

  return (
    <details className="rounded-lg border p-4 text-sm">
      <summary className="cursor-pointer font-semibold">Pause an automation</summary>
      <p className="mt-2 text-muted-foreground">
        Customers see it as temporarily unavailable: new runs are refused before any charge, queued runs are refunded
        and schedules skip it, until it is resumed after a test call.
      </p>
      <form
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-[14rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField id="pause-automation" label="Automation">
          <select id="pause-automation" className={inputStyles} value={id} onChange={(e) => setId(e.target.value)}>
            <option value="">Choose...</option>
            {runnable.map((row) => (
              <option key={row.id} value={row.id}>
                {row.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="pause-reason" label="Reason">
          <input
            id="pause-reason"
            className={inputStyles}
            placeholder="e.g. The CRM it calls is down until Monday"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={pause.isPending}>
          <PauseCircle size={16} aria-hidden="true" />
          {pause.isPending ? 'Pausing...' : 'Pause'}
        </Button>
      </form>
      {error && <AlertBanner className="mt-3">{error}</AlertBanner>}
    </details>
  );
}
