import type { DashboardMetrics } from '@basalt/contracts';
import { Activity, Coins, DollarSign, Gauge, Timer, TrendingUp, Users, Zap } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount, formatNumber, formatPercent, formatUsd } from '@/lib/format';

const growth = (value: number | null, label: string) =>
  value === null ? `No ${label} to compare with` : `${formatPercent(value, true)} vs ${label}`;

export function MetricGrid({ metrics }: { metrics: DashboardMetrics }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={formatNumber(metrics.totalUsers)}
        hint={growth(metrics.userGrowthPercent, 'users before this month')}
        icon={<Users size={18} />}
      />
      <StatCard
        label="Active Automations"
        value={formatNumber(metrics.activeAutomations)}
        hint="Published"
        icon={<Zap size={18} />}
      />
      <StatCard label="Runs This Month" value={formatNumber(metrics.runsThisMonth)} icon={<Activity size={18} />} />
      <StatCard
        label="Revenue This Month"
        value={formatUsd(metrics.revenueThisMonthUsd)}
        hint={`${growth(metrics.revenueGrowthPercent, 'last month')} (${formatUsd(metrics.revenueLastMonthUsd)})`}
        icon={<DollarSign size={18} />}
      />
      <StatCard
        label="Tokens Held by Users"
        value={formatNumber(metrics.tokensHeld)}
        hint={`${formatNumber(metrics.tokensUsedThisMonth)} used this month, net of refunds`}
        icon={<Coins size={18} />}
      />
      <StatCard
        label="Success Rate"
        value={metrics.successRatePercent === null ? '—' : formatPercent(metrics.successRatePercent)}
        hint="Completed / finished runs this month"
        icon={<Gauge size={18} />}
      />
      <StatCard
        label="Average per Run"
        value={metrics.averageTokensPerRun === null ? '—' : formatCount(metrics.averageTokensPerRun, 'token')}
        hint={
          metrics.averageExecutionSeconds === null
            ? 'Tokens net of refunds · no completed runs yet'
            : `Tokens net of refunds · ${metrics.averageExecutionSeconds.toFixed(1)} s average execution`
        }
        icon={<Timer size={18} />}
      />
      <StatCard label="All-Time Revenue" value={formatUsd(metrics.allTimeRevenueUsd)} icon={<TrendingUp size={18} />} />
    </div>
  );
}
