import { zodResolver } from '@hookform/resolvers/zod';
import { createScheduleBody, nextOccurrence, schedulePresets, type CreateScheduleBody } from '@basalt/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DeliverResultFields } from '@/components/deliver-result-fields';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, inputStyles } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useCreateSchedule } from '../api/create-schedule';
import { browserTimeZone, formatRunTime, knownTimeZones } from './format-run-time';

const CUSTOM = 'custom';

export type SchedulableConfiguration = { id: string; name: string };

type ScheduleDialogProps = { configuration: SchedulableConfiguration | null; onClose: () => void };

/** Schedule a saved configuration: a preset or a cron expression, in a time zone (the browser's by default). */
export function ScheduleDialog({ configuration, onClose }: ScheduleDialogProps) {
  return (
    <Dialog open={configuration !== null} onClose={onClose} title="Schedule runs">
      {configuration && <ScheduleForm key={configuration.id} configuration={configuration} onDone={onClose} />}
    </Dialog>
  );
}

function ScheduleForm({ configuration, onDone }: { configuration: SchedulableConfiguration; onDone: () => void }) {
  const create = useCreateSchedule();
  const [preset, setPreset] = useState<string>(schedulePresets[1].id);
  const zones = useMemo(knownTimeZones, []);
  const form = useForm<CreateScheduleBody>({
    resolver: zodResolver(createScheduleBody),
    defaultValues: { configurationId: configuration.id, cron: schedulePresets[1].cron, timeZone: browserTimeZone() },
  });
  const { errors } = form.formState;
  const [cron, timeZone, deliver] = form.watch(['cron', 'timeZone', 'deliver']);
  const urlError =
    create.error instanceof ApiError
      ? create.error.details?.find((detail) => detail.path === 'deliver.chat.url')?.message
      : undefined;
  const preview = useMemo(() => {
    const parsed = createScheduleBody.safeParse({ configurationId: configuration.id, cron, timeZone });
    if (!parsed.success) return null;
    const next = nextOccurrence(parsed.data.cron, parsed.data.timeZone, new Date());
    return next ? formatRunTime(next.toISOString(), parsed.data.timeZone) : null;
  }, [configuration.id, cron, timeZone]);

  const choosePreset = (id: string) => {
    setPreset(id);
    const chosen = schedulePresets.find((p) => p.id === id);
    if (chosen) form.setValue('cron', chosen.cron, { shouldValidate: true });
  };
  const onSubmit = form.handleSubmit((values) => create.mutateAsync(values).then(onDone, () => undefined));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm">
        Run <strong>{configuration.name}</strong> automatically. Each run is charged like a run you start yourself; when
        your balance is too low the run is skipped and we e-mail you.
      </p>
      {create.error && <AlertBanner>{create.error.message || 'Failed to create schedule'}</AlertBanner>}
      <FormField id="schedule-repeat" label="Repeat">
        <select
          id="schedule-repeat"
          className={inputStyles}
          value={preset}
          onChange={(event) => choosePreset(event.target.value)}
        >
          {schedulePresets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value={CUSTOM}>Custom cron expression</option>
        </select>
      </FormField>
      {preset === CUSTOM && (
        <TextField
          id="schedule-cron"
          label="Cron expression"
          required
          placeholder="0 9 * * 1-5"
          helpText="Five fields: minute hour day-of-month month day-of-week."
          error={errors.cron?.message}
          {...form.register('cron')}
        />
      )}
      <TextField
        id="schedule-time-zone"
        label="Time zone"
        required
        list="schedule-time-zones"
        autoComplete="off"
        error={errors.timeZone?.message}
        {...form.register('timeZone')}
      />
      <datalist id="schedule-time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {preview ? `First run: ${preview}` : 'Choose a valid cadence and time zone to see the first run.'}
      </p>
      <DeliverResultFields
        id="schedule-deliver"
        value={deliver ?? null}
        onChange={(next) => form.setValue('deliver', next)}
        urlError={urlError ?? errors.deliver?.chat?.url?.message}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Create schedule'}
        </Button>
      </div>
    </form>
  );
}
