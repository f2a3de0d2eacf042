import { describeResultDelivery, type RunStatus, type Schedule } from '@basalt/contracts';
import { Pause, Play, Send, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatRunTime } from './format-run-time';

const outcomes: Record<NonNullable<Schedule['lastOutcome']>, [string, BadgeTone]> = {
  started: ['Started', 'success'],
  skipped_low_balance: ['Skipped: low balance', 'warning'],
  skipped_budget: ['Skipped: monthly budget', 'warning'],
  skipped_paused: ['Skipped: automation temporarily unavailable', 'warning'],
  failed: ['Failed to start', 'danger'],
};

/** Once an occurrence started a run, the run's own outcome is what the person wants to know. */
const runOutcomes: Record<RunStatus, [string, BadgeTone]> = {
  pending: ['Run queued', 'info'],
  running: ['Run in progress', 'info'],
  completed: ['Run completed', 'success'],
  failed: ['Run failed', 'danger'],
  cancelled: ['Run cancelled', 'neutral'],
};

function lastResultOf(schedule: Schedule): [string, BadgeTone] | null {
  if (schedule.lastOutcome === 'started' && schedule.lastRunStatus) return runOutcomes[schedule.lastRunStatus];
  return schedule.lastOutcome ? outcomes[schedule.lastOutcome] : null;
}

type ScheduleItemProps = {
  schedule: Schedule;
  busy: boolean;
  onPausedChange: (paused: boolean) => void;
  onChangeDelivery: () => void;
  onDelete: () => void;
};

export const scheduleTitle = (schedule: Schedule) => schedule.configurationName ?? 'Deleted configuration';

export function ScheduleItem({ schedule, busy, onPausedChange, onChangeDelivery, onDelete }: ScheduleItemProps) {
  const paused = schedule.status === 'paused';
  const last = lastResultOf(schedule);
  return (
    <Card className="flex flex-col gap-3 p-5" role="group" aria-label={`Schedule ${scheduleTitle(schedule)}`}>
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">{scheduleTitle(schedule)}</h3>
          <p className="text-sm text-muted-foreground">{schedule.automationName ?? 'Automation removed'}</p>
        </div>
        <Badge tone={paused ? 'neutral' : 'info'}>{paused ? 'Paused' : 'Active'}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Cadence</dt>
        <dd>{schedule.cadence}</dd>
        <dt className="text-muted-foreground">Time zone</dt>
        <dd>{schedule.timeZone}</dd>
        <dt className="text-muted-foreground">Next run</dt>
        <dd>{schedule.nextRunAt ? formatRunTime(schedule.nextRunAt, schedule.timeZone) : 'Not planned (paused)'}</dd>
        {schedule.deliver && (
          <>
            <dt className="text-muted-foreground">Result sent to</dt>
            <dd>{describeResultDelivery(schedule.deliver)}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Last result</dt>
        <dd>
          {last && schedule.lastRunAt ? (
            <span className="flex flex-wrap items-center gap-2">
              {schedule.lastRunId && schedule.lastRunStatus ? (
                <Link to={`/automation-history?run=${schedule.lastRunId}`} className="hover:underline">
                  <Badge tone={last[1]}>{last[0]}</Badge>
                </Link>
              ) : (
                <Badge tone={last[1]}>{last[0]}</Badge>
              )}
              <span className="text-muted-foreground">{formatRunTime(schedule.lastRunAt, schedule.timeZone)}</span>
            </span>
          ) : (
            'No runs yet'
          )}
        </dd>
      </dl>
      {schedule.pausedReason && <p className="text-sm text-danger">{schedule.pausedReason}</p>}
      {!schedule.pausedReason && schedule.lastMessage && (
        <p className="text-sm text-muted-foreground">{schedule.lastMessage}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => onPausedChange(!paused)}>
          {paused ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onChangeDelivery}
          aria-label={`Result delivery of schedule ${scheduleTitle(schedule)}`}
        >
          <Send size={14} aria-hidden="true" /> Delivery
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete schedule ${scheduleTitle(schedule)}`}
        >
          <Trash2 size={14} aria-hidden="true" /> Delete
        </Button>
      </div>
    </Card>
  );
}
