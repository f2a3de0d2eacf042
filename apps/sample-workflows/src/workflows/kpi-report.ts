import { z } from 'zod';
import { text } from '../input-fields';
import { addDays, toIsoDate } from '../lib/dates';
import { formatNumber, round } from '../lib/text';
import { defineWorkflow } from '../workflow';
import { parseKpiRows, type KpiRow } from './kpi-rows';

const sparkChars = '▁▂▃▄▅▆▇█';

/** Change along the least-squares line, so one odd first or last day does not decide the trend. */
function trendPercent(values: number[]): number | null {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((sum, value) => sum + value, 0) / n;
  const covariance = values.reduce((sum, value, x) => sum + (x - meanX) * (value - meanY), 0);
  const variance = values.reduce((sum, _, x) => sum + (x - meanX) ** 2, 0);
  const slope = covariance / variance;
  const start = meanY - slope * meanX;
  return start === 0 ? null : round(((slope * (n - 1)) / Math.abs(start)) * 100, 1);
}

const sumBetween = (rows: KpiRow[], from: Date, to: Date) =>
  rows.filter(({ date }) => date >= from && date <= to).reduce((sum, { value }) => sum + value, 0);

function sparkline(values: number[]): string {
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  return values.map((value) => sparkChars[Math.round(((value - min) / span) * (sparkChars.length - 1))]).join('');
}

const signed = (value: number | null) => (value === null ? 'n/a' : `${value > 0 ? '+' : ''}${value}%`);

export const kpiReport = defineWorkflow({
  slug: 'kpi-report',
  name: 'KPI report',
  description: 'Turns date,value rows into totals, averages, extremes, trend and week-over-week change.',
  inputSchema: z.object({ metric_name: text({ max: 80 }), metric_rows: text({ max: 1_000_000 }) }),
  run({ metric_name, metric_rows }) {
    const rows = parseKpiRows(metric_rows);
    const values = rows.map(({ value }) => value);
    const total = values.reduce((sum, value) => sum + value, 0);
    const minRow = rows.reduce((low, row) => (row.value < low.value ? row : low));
    const maxRow = rows.reduce((high, row) => (row.value > high.value ? row : high));
    const last = rows[rows.length - 1]?.date ?? new Date(0);
    const thisWeek = sumBetween(rows, addDays(last, -6), last);
    // Like with like: a previous week the data only partly cover would set a full week against a
    // few days, so without two full weeks there is no week-over-week change.
    const twoFullWeeks = (rows[0]?.date ?? last) <= addDays(last, -13);
    const previousWeek = twoFullWeeks ? sumBetween(rows, addDays(last, -13), addDays(last, -7)) : null;
    const weekOverWeek = !previousWeek ? null : round(((thisWeek - previousWeek) / Math.abs(previousWeek)) * 100, 1);
    const trend = trendPercent(values);
    const first = toIsoDate(rows[0]?.date ?? last);
    return {
      summary:
        `${metric_name}: ${rows.length} data points from ${first} to ${toIsoDate(last)}, total ${formatNumber(total)}, ` +
        `mean ${formatNumber(total / rows.length)}. Trend ${signed(trend)} over the period; week over week ${twoFullWeeks ? signed(weekOverWeek) : 'n/a (needs 14 days of data)'}. ` +
        `Peak ${formatNumber(maxRow.value)} on ${toIsoDate(maxRow.date)}.`,
      metric_name,
      data_points: rows.length,
      period: { from: first, to: toIsoDate(last) },
      total: round(total),
      mean: round(total / rows.length),
      min: { value: minRow.value, date: toIsoDate(minRow.date) },
      max: { value: maxRow.value, date: toIsoDate(maxRow.date) },
      trend_percent: trend,
      this_week_total: round(thisWeek),
      previous_week_total: previousWeek === null ? null : round(previousWeek),
      week_over_week_percent: weekOverWeek,
      sparkline: sparkline(values.slice(-30)),
    };
  },
});
