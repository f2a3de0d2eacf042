import { runHistoryRanges, type ListRunsQuery } from '@basalt/contracts';
import { inputStyles } from '@/components/ui/form-field';
import { useRunAutomations } from '../api/list-run-automations';

export type HistoryFilterValues = Pick<ListRunsQuery, 'status' | 'range'> & { automationId?: string };

const statuses = [
  ['all', 'All statuses'],
  ['completed', 'Completed'],
  ['running', 'Running'],
  ['failed', 'Failed'],
  ['pending', 'Queued'],
  ['cancelled', 'Cancelled'],
] as const;
const rangeLabels: Record<(typeof runHistoryRanges)[number], string> = {
  all_time: 'All time',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
};

type HistoryFiltersProps = { value: HistoryFilterValues; onChange: (value: HistoryFilterValues) => void };

/** Status, automation (published ones only) and date range; the range defaults to 30 days (spec §9). */
export function HistoryFilters({ value, onChange }: HistoryFiltersProps) {
  const automations = useRunAutomations();
  const select = 'min-w-44 ' + inputStyles;
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex flex-col gap-1 text-sm">
        Status
        <select
          className={select}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as HistoryFilterValues['status'] })}
        >
          {statuses.map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Automation
        <select
          className={select}
          value={value.automationId ?? ''}
          onChange={(e) => onChange({ ...value, automationId: e.target.value || undefined })}
        >
          <option value="">All automations</option>
          {(automations.data ?? []).map((automation) => (
            <option key={automation.id} value={automation.id}>
              {automation.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        Date range
        <select
          className={select}
          value={value.range}
          onChange={(e) => onChange({ ...value, range: e.target.value as HistoryFilterValues['range'] })}
        >
          {runHistoryRanges.map((range) => (
            <option key={range} value={range}>
              {rangeLabels[range]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
