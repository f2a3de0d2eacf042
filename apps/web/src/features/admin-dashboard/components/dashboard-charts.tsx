import type { DashboardDay } from '@basalt/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartAxis as axis, ChartCard, chartTooltip as tooltip, shortDay } from '@/components/charts/chart-card';

/** Revenue, runs (completed vs failed) and page views per day over the last 30 days. */
export default function DashboardCharts({ days }: { days: DashboardDay[] }) {
  const data = days.map((day) => ({ ...day, label: shortDay(day.date) }));
  const sum = (pick: (day: DashboardDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard title="Revenue per day" summary={`$${sum((d) => d.revenueUsd).toFixed(2)} in 30 days`}>
        <AreaChart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={48} />
          <Tooltip {...tooltip} formatter={(value) => `$${Number(value).toFixed(2)}`} />
          <Area type="monotone" dataKey="revenueUsd" name="Revenue" stroke="#f97316" fill="#f97316" fillOpacity={0.2} />
        </AreaChart>
      </ChartCard>
      <ChartCard
        title="Runs per day"
        summary={`${sum((d) => d.completedRuns)} completed, ${sum((d) => d.failedRuns)} failed in 30 days`}
      >
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={36} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Legend />
          <Bar dataKey="completedRuns" name="Completed" stackId="runs" fill="#10b981" />
          <Bar dataKey="failedRuns" name="Failed" stackId="runs" fill="#ef4444" />
        </BarChart>
      </ChartCard>
      <ChartCard title="Page views per day" summary={`${sum((d) => d.pageViews)} page views in 30 days`}>
        <LineChart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={36} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Line type="monotone" dataKey="pageViews" name="Page views" stroke="#0ea5e9" dot={false} strokeWidth={2} />
        </LineChart>
      </ChartCard>
    </div>
  );
}
