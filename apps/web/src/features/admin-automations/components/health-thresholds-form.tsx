import { describeWindow, updateHealthThresholdsBody, type HealthThresholds } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { useHealthThresholds, useUpdateHealthThresholds } from '../api/health-thresholds';

const fields: { key: keyof HealthThresholds; label: string; help: string }[] = [
  { key: 'failuresInARow', label: 'Failures in a row', help: 'Paused after this many refunded failures in a row.' },
  { key: 'failureRatePercent', label: 'Failure rate (%)', help: 'Or when more than this share of runs failed…' },
  { key: 'failureRateMinRuns', label: 'Of at least (runs)', help: '…of at least this many finished runs…' },
  { key: 'failureRateWindowMinutes', label: 'Within (minutes)', help: '…within this many minutes.' },
];

/** DESIGN D18's thresholds, defaults 5 in a row, or over 50% of at least 10 runs in 60 minutes. */
export function HealthThresholdsForm() {
  const current = useHealthThresholds();
  if (!current.data) return null;
  return <ThresholdFields saved={current.data} />;
}

function ThresholdFields({ saved }: { saved: HealthThresholds }) {
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(fields.map(({ key }) => [key, String(saved[key])])) as Record<keyof HealthThresholds, string>,
  );
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const update = useUpdateHealthThresholds();

  const save = () => {
    setSuccess(null);
    const numbers = Object.fromEntries(
      fields.map(({ key }) => [key, values[key].trim() === '' ? Number.NaN : Number(values[key])]),
    );
    const parsed = updateHealthThresholdsBody.safeParse(numbers);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the thresholds');
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: (result) =>
        setSuccess(
          `Automations now pause after ${result.failuresInARow} failures in a row, or over ${result.failureRatePercent}% of at least ${result.failureRateMinRuns} runs in the last ${describeWindow(result.failureRateWindowMinutes)}`,
        ),
      onError: (failure) => setError(failure.message || 'Failed to save the thresholds'),
    });
  };

  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Automation Health</h2>
      <p className="text-sm text-muted-foreground">
        An automation whose refunded failures pass these thresholds is paused: customers see it as temporarily
        unavailable, and every admin gets an e-mail.
      </p>
      <form
        className="grid gap-3 sm:grid-cols-4"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {fields.map(({ key, label, help }) => (
          <FormField key={key} id={`health-${key}`} label={label} helpText={help}>
            <input
              id={`health-${key}`}
              inputMode="numeric"
              className={inputStyles}
              value={values[key]}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
            />
          </FormField>
        ))}
        <div className="sm:col-span-4 flex flex-col gap-3">
          {error && <AlertBanner>{error}</AlertBanner>}
          {success && <AlertBanner tone="success">{success}</AlertBanner>}
          <div>
            <Button type="submit" variant="secondary" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Health Thresholds'}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
