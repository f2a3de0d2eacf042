import { CircleCheck } from 'lucide-react';

/** DESIGN D6: the real 30-day success rate, shown only when the server has one (10+ finished runs). */
export function SuccessBadge({ rate }: { rate: number | null }) {
  if (rate === null) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white shadow">
      <CircleCheck size={13} aria-hidden="true" />
      {rate}% Success
    </span>
  );
}
