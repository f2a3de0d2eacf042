import { Cron } from 'croner';

/** The cadences offered in the schedule form; a user can also type any five-field cron expression. */
export const schedulePresets = [
  { id: 'hourly', label: 'Every hour', cron: '0 * * * *' },
  { id: 'daily', label: 'Every day at 09:00', cron: '0 9 * * *' },
  { id: 'weekdays', label: 'Weekdays at 09:00', cron: '0 9 * * 1-5' },
  { id: 'weekly', label: 'Every Monday at 09:00', cron: '0 9 * * 1' },
  { id: 'monthly', label: 'On the 1st of every month at 09:00', cron: '0 9 1 * *' },
] as const;

/** Closer occurrences would spend tokens faster than anyone could notice a mistake. */
export const MIN_SCHEDULE_GAP_MINUTES = 5;

export const CRON_HELP =
  'Enter a cron expression with five fields: minute hour day-of-month month day-of-week (for example 0 9 * * 1-5).';

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone !== timeZone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function parse(cron: string, timeZone?: string): Cron {
  // Never started: only used to compute dates (no timer is created without a callback).
  return new Cron(cron.trim(), { mode: '5-part', timezone: timeZone, paused: true });
}

/** Why a cron expression cannot be used, or null when it can. */
export function cronProblem(cron: string): string | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5 && !cron.trim().startsWith('@')) return CRON_HELP;
  let runs: Date[];
  try {
    runs = parse(cron, 'UTC').nextRuns(12, new Date('2030-01-01T00:00:00Z'));
  } catch {
    return CRON_HELP;
  }
  if (runs.length === 0) return 'This cron expression never runs. Check the day and month fields.';
  for (let i = 1; i < runs.length; i++) {
    if (runs[i]!.getTime() - runs[i - 1]!.getTime() < MIN_SCHEDULE_GAP_MINUTES * 60_000) {
      return `A schedule can run at most once every ${MIN_SCHEDULE_GAP_MINUTES} minutes.`;
    }
  }
  return null;
}

/**
 * The first occurrence strictly after `after`, read in `timeZone` (wall-clock times, so 09:00 stays
 * 09:00 across daylight-saving changes; a time skipped by the change runs at the first valid minute).
 */
export function nextOccurrence(cron: string, timeZone: string, after: Date): Date | null {
  return parse(cron, timeZone).nextRun(after);
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const isNumber = (field: string) => /^\d{1,2}$/.test(field);
const time = (hour: string, minute: string) => `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;

/** The cadence in words for the common shapes; other expressions are shown as they are. */
export function describeCadence(cron: string): string {
  const normalized = cron.trim().split(/\s+/).join(' ');
  const preset = schedulePresets.find((p) => p.cron === normalized);
  if (preset) return preset.label;
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = ''] = normalized.split(' ');
  const everyMinutes = /^\*\/(\d+)$/.exec(minute);
  if (everyMinutes && hour === '*' && dayOfMonth === '*' && month === '*' && dayOfWeek === '*') {
    return `Every ${everyMinutes[1]} minutes`;
  }
  if (isNumber(minute) && hour === '*' && dayOfMonth === '*' && month === '*' && dayOfWeek === '*') {
    return `Every hour at minute ${minute}`;
  }
  if (isNumber(minute) && isNumber(hour) && month === '*') {
    const at = time(hour, minute);
    if (dayOfMonth === '*' && dayOfWeek === '*') return `Every day at ${at}`;
    if (dayOfMonth === '*' && dayOfWeek === '1-5') return `Weekdays at ${at}`;
    if (dayOfMonth === '*' && /^[0-7]$/.test(dayOfWeek)) return `Every ${weekdays[Number(dayOfWeek) % 7]} at ${at}`;
    if (isNumber(dayOfMonth) && dayOfWeek === '*') return `Monthly on day ${Number(dayOfMonth)} at ${at}`;
  }
  return `Cron ${normalized}`;
}
