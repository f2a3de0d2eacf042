import type { ResultDeliveryChoice, Schedule } from '@basalt/contracts';
import { useState } from 'react';
import { DeliverResultFields } from '@/components/deliver-result-fields';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useUpdateScheduleDelivery } from '../api/update-schedule-delivery';
import { scheduleTitle } from './schedule-item';

/** Where an existing schedule's runs send their result; nothing chosen falls back to its configuration's. */
export function ScheduleDeliveryDialog({ schedule, onClose }: { schedule: Schedule; onClose: () => void }) {
  const [deliver, setDeliver] = useState<ResultDeliveryChoice | null>(schedule.deliver);
  const update = useUpdateScheduleDelivery();
  const urlError =
    update.error instanceof ApiError
      ? update.error.details?.find((detail) => detail.path === 'deliver.chat.url')?.message
      : undefined;
  return (
    <Dialog open onClose={onClose} title="Result delivery">
      <p className="text-sm text-muted-foreground">
        Where the runs of <strong>{scheduleTitle(schedule)}</strong> send their result. With nothing chosen, the saved
        configuration&rsquo;s delivery applies.
      </p>
      <DeliverResultFields
        id={`schedule-${schedule.id}-deliver`}
        value={deliver}
        onChange={setDeliver}
        urlError={urlError}
      />
      {update.isError && !urlError && (
        <AlertBanner>{update.error.message || 'Failed to save the delivery'}</AlertBanner>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={update.isPending}
          onClick={() => update.mutate({ id: schedule.id, deliver }, { onSuccess: onClose })}
        >
          Save Delivery
        </Button>
      </div>
    </Dialog>
  );
}
