import type { AutomationInsightsDay } from '@basalt/contracts';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxis as axis, ChartCard, chartTooltip as tooltip, shortDay } from '@/components/charts/chart-card';
import { formatCount, formatNumber } from '@/lib/format';

/** An automation's runs and failures, revenue, and tokens charged and refunded per UTC day. */
export default function AutomationInsightsCharts({ days }: { days: AutomationInsightsDay[] }) {
  const data = days.map((day) => ({ ...day, label: shortDay(day.date) }));
  const sum = (pick: (day: AutomationInsightsDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard
        title="Runs per day"
        summary={`${formatCount(
          sum((d) => d.runs),
          'run',
        )}, ${formatCount(
          sum((d) => d.failures),
          'failure',
        )} in 30 days`}
      >
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={36} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Legend />
          <Bar dataKey="runs" name="Runs" fill="#0ea5e9" />
          <Bar dataKey="failures" name="Failures" fill="#ef4444" />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Revenue per day"
        summary={`${formatCount(
          sum((d) => d.revenue),
          'token',
        )} net of refunds in 30 days`}
      >
        <AreaChart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={48} allowDecimals={false} />
          <Tooltip {...tooltip} formatter={(value) => `${formatNumber(Number(value))} tokens`} />
          <Area type="monotone" dataKey="revenue" name="Revenue" stroke="#f97316" fill="#f97316" fillOpacity={0.2} />
        </AreaChart>
      </ChartCard>
      <ChartCard
        title="Tokens per day"
        summary={`${formatNumber(sum((d) => d.tokensCharged))} charged, ${formatNumber(sum((d) => d.tokensRefunded))} refunded in 30 days`}
      >
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
          <XAxis dataKey="label" {...axis} minTickGap={24} />
          <YAxis {...axis} width={48} allowDecimals={false} />
          <Tooltip {...tooltip} />
          <Legend />
          <Bar dataKey="tokensCharged" name="Charged" fill="#10b981" />
          <Bar dataKey="tokensRefunded" name="Refunded" fill="#a855f7" />
        </BarChart>
      </ChartCard>
    </div>
  );
}
