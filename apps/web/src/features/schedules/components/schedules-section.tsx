import type { Schedule } from '@basalt/contracts';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedules } from '../api/list-schedules';
import { useSetSchedulePaused } from '../api/set-schedule-paused';
import { ScheduleDeliveryDialog } from './schedule-delivery-dialog';
import { ScheduleItem, scheduleTitle } from './schedule-item';

/** The 'Schedules' part of /my-automations: every schedule with its next run, pause/resume and delete. */
export function SchedulesSection() {
  const list = useSchedules();
  const setPaused = useSetSchedulePaused();
  const remove = useDeleteSchedule();
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const [delivering, setDelivering] = useState<Schedule | null>(null);
  const busy = setPaused.isPending || remove.isPending;

  return (
    <section aria-labelledby="schedules-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="schedules-heading" className="text-xl font-semibold">
          Schedules
        </h2>
        <p className="text-sm text-muted-foreground">Saved configurations that run by themselves.</p>
      </div>
      {setPaused.error && <AlertBanner>{setPaused.error.message || 'Failed to change schedule'}</AlertBanner>}
      {remove.isError && <AlertBanner>Failed to delete schedule</AlertBanner>}
      {list.isPending && <Spinner label="Loading schedules" className="py-8" />}
      {list.isError && <AlertBanner>Unable to load schedules. Please try refreshing the page.</AlertBanner>}
      {list.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No schedules yet. Choose Schedule on a saved configuration to run it automatically.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data?.map((schedule) => (
          <ScheduleItem
            key={schedule.id}
            schedule={schedule}
            busy={busy}
            onPausedChange={(paused) => setPaused.mutate({ id: schedule.id, paused })}
            onChangeDelivery={() => setDelivering(schedule)}
            onDelete={() => setDeleting(schedule)}
          />
        ))}
      </div>
      {delivering && <ScheduleDeliveryDialog schedule={delivering} onClose={() => setDelivering(null)} />}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title="Delete schedule?">
        <p className="text-sm">
          Delete the schedule of <strong>{deleting ? scheduleTitle(deleting) : ''}</strong>? No more runs will start.
          Runs it already started are kept.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button onClick={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}>
            Delete
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
