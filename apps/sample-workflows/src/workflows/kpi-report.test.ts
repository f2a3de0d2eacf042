import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

// Two weeks: the first week sums to 700, the second to 1050.
const rows = [
  'date,value',
  ...Array.from({ length: 14 }, (_, day) => `2025-03-${String(day + 1).padStart(2, '0')},${day < 7 ? 100 : 150}`),
].join('\n');

describe('KPI report', () => {
  it('computes totals, extremes, trend and week-over-week change', async () => {
    const { status, body } = await runWorkflow(app, 'kpi-report', { metric_name: 'Signups', metric_rows: rows });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data_points: 14,
      total: 1750,
      mean: 125,
      this_week_total: 1050,
      previous_week_total: 700,
      week_over_week_percent: 50,
      min: { value: 100, date: '2025-03-01' },
      max: { value: 150, date: '2025-03-08' },
    });
    expect(body.trend_percent).toBeGreaterThan(0);
    expect(body.summary).toMatch(/^Signups: 14 data points from 2025-03-01 to 2025-03-14/);
  });

  it('with under two full weeks of data, a user gets no week-over-week change rather than a week against a shorter one (issue 41)', async () => {
    const nineDays = rows.split('\n').slice(0, 10).join('\n');
    const { status, body } = await runWorkflow(app, 'kpi-report', { metric_name: 'Signups', metric_rows: nineDays });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data_points: 9,
      this_week_total: 800,
      previous_week_total: null,
      week_over_week_percent: null,
    });
    expect(body.summary).toContain('week over week n/a (needs 14 days of data)');
  });

  it('names the line that is not a number', async () => {
    const { status, body } = await runWorkflow(app, 'kpi-report', {
      metric_name: 'Signups',
      metric_rows: '2025-03-01,10\n2025-03-02,ten',
    });
    expect(status).toBe(422);
    expect(body.error).toBe('Invalid input: field "metric_rows" line 2: "ten" is not a number.');
  });
});
