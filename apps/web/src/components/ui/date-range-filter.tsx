import { inputStyles } from './form-field';

export type DateRange = { from: string; to: string };

type DateRangeFilterProps = DateRange & {
  /** What the dates are of, read before "from" and "until": 'Started' gives "Started from", "Started until". */
  label: string;
  onChange: (key: keyof DateRange, value: string) => void;
};

/**
 * A list toolbar's day range (yyyy-mm-dd, either end optional): two cells of the toolbar's grid.
 * Each end keeps the other in reach, so the browser's picker offers no range that ends before it starts.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  return (
    <>
      <input
        type="date"
        aria-label={`${label} from`}
        className={inputStyles}
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <input
        type="date"
        aria-label={`${label} until`}
        className={inputStyles}
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
