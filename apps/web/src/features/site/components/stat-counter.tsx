import { formatNumber } from '@/lib/format';
import { useCountUp } from '../hooks/use-count-up';

type StatCounterProps = { value: number | null; label: string; suffix?: string };

/** A big animated number; assistive tech reads the final value, not the animation. */
export function StatCounter({ value, label, suffix = '' }: StatCounterProps) {
  const shown = useCountUp(value);
  const final = value === null ? '' : `${formatNumber(value)}${suffix}`;
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <p className="text-4xl font-semibold tracking-tight text-accent-text tabular-nums sm:text-5xl" aria-hidden="true">
        {value === null ? '–' : `${formatNumber(shown)}${suffix}`}
      </p>
      <p className="text-sm text-muted-foreground">
        <span className="sr-only">{final} </span>
        {label}
      </p>
    </div>
  );
}
