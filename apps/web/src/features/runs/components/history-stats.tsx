import { Activity, CheckCircle2, Coins, Percent } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';
import { useRunStats } from '../api/get-run-stats';

/** The stats row over the last 30 days (spec §2 run history). */
export function HistoryStats() {
  const stats = useRunStats();
  const value = (pick: (data: NonNullable<typeof stats.data>) => string) => (stats.data ? pick(stats.data) : '…');
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Runs (30 days)" value={value((s) => formatNumber(s.totalRuns))} icon={<Activity size={18} />} />
      <StatCard
        label="Completed"
        value={value((s) => formatNumber(s.completed))}
        hint={stats.data ? `${stats.data.failed} failed` : undefined}
        icon={<CheckCircle2 size={18} />}
      />
      <StatCard
        label="Success rate"
        value={value((s) => (s.successRate === null ? '—' : `${s.successRate}%`))}
        icon={<Percent size={18} />}
      />
      <StatCard label="Tokens spent" value={value((s) => formatNumber(s.tokensSpent))} icon={<Coins size={18} />} />
    </div>
  );
}
