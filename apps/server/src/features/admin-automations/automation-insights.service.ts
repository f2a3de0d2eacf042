import {
  AUTOMATION_LAST_RUNS,
  AUTOMATION_TOP_ERRORS,
  AUTOMATION_TOP_USERS,
  type GetAutomationInsightsResponse,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { findAutomationWithCategory } from './admin-automations.queries';
import { listHealthWindows } from './automation-health.queries';
import {
  insightsSince,
  listInsightsDays,
  listLastRuns,
  listTopErrors,
  listTopUsers,
} from './automation-insights.queries';

const iso = (value: Date | string) => new Date(value).toISOString();
const whole = (value: number | null) => (value === null ? null : Math.round(value));

/** completed / finished in percent with one decimal; null when nothing finished. */
export const successRatePercent = (completed: number, finished: number) =>
  finished === 0 ? null : Math.round((completed * 1000) / finished) / 10;

/**
 * An automation's own numbers for the back office over the last 30 UTC days: its days, their sums,
 * its durations (the health figures' query, over the same window), top errors, newest runs and
 * heaviest users. Revenue is tokens charged net of refunds, as on the dashboard.
 */
export async function getAutomationInsights(db: Database, id: string): Promise<GetAutomationInsightsResponse> {
  const found = await findAutomationWithCategory(db, id);
  if (!found) throw notFound('Automation not found');
  const { automation } = found;
  const [days, [window], topErrors, lastRuns, topUsers] = await Promise.all([
    listInsightsDays(db, id),
    listHealthWindows(db, id, [{ name: '30d', since: insightsSince }]),
    listTopErrors(db, id, AUTOMATION_TOP_ERRORS),
    listLastRuns(db, id, AUTOMATION_LAST_RUNS),
    listTopUsers(db, id, AUTOMATION_TOP_USERS),
  ]);
  const sum = (pick: (day: (typeof days)[number]) => number) => days.reduce((total, day) => total + pick(day), 0);
  const tokensCharged = sum((day) => day.tokensCharged);
  const tokensRefunded = sum((day) => day.tokensRefunded);
  return {
    automation: { id: automation.id, name: automation.name, slug: automation.slug, status: automation.status },
    days: days.map(({ completed: _completed, finished: _finished, ...day }) => ({
      ...day,
      revenue: day.tokensCharged - day.tokensRefunded,
    })),
    totals: {
      runs: sum((day) => day.runs),
      failures: sum((day) => day.failures),
      tokensCharged,
      tokensRefunded,
      revenue: tokensCharged - tokensRefunded,
      successRate: successRatePercent(
        sum((day) => day.completed),
        sum((day) => day.finished),
      ),
    },
    durations: { p50Ms: whole(window?.p50Ms ?? null), p95Ms: whole(window?.p95Ms ?? null) },
    topErrors,
    lastRuns: lastRuns.map((run) => ({ ...run, createdAt: iso(run.createdAt) })),
    topUsers,
  };
}
