import {
  DASHBOARD_CACHE_MS,
  DASHBOARD_CHART_DAYS,
  toRunStatusLabel,
  type GetAdminDashboardResponse,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import {
  listDays,
  listPopularThisMonth,
  listRecentRuns,
  listRecentSignups,
  readMetrics,
  type MetricsRow,
} from './admin-dashboard.queries';

const RECENT_RUNS = 10;
const RECENT_SIGNUPS = 5;
const POPULAR_AUTOMATIONS = 5;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** Growth from `before` to `after` in percent, one decimal; null when there is nothing to grow from. */
const growth = (before: number, after: number) => (before === 0 ? null : oneDecimal(((after - before) * 100) / before));
const usd = (cents: number) => Math.round(cents) / 100;

function toMetrics(row: MetricsRow): GetAdminDashboardResponse['metrics'] {
  const finished = row.completedThisMonth + row.failedThisMonth;
  return {
    totalUsers: row.totalUsers,
    usersBeforeThisMonth: row.usersBeforeThisMonth,
    userGrowthPercent: growth(row.usersBeforeThisMonth, row.totalUsers),
    activeAutomations: row.activeAutomations,
    runsThisMonth: row.runsThisMonth,
    revenueThisMonthUsd: usd(row.revenueThisMonthCents),
    revenueLastMonthUsd: usd(row.revenueLastMonthCents),
    revenueGrowthPercent: growth(row.revenueLastMonthCents, row.revenueThisMonthCents),
    tokensHeld: row.tokensHeld,
    tokensUsedThisMonth: row.tokensUsedThisMonth,
    successRatePercent: finished === 0 ? null : oneDecimal((row.completedThisMonth * 100) / finished),
    averageTokensPerRun: row.averageTokensPerRun === null ? null : oneDecimal(row.averageTokensPerRun),
    averageExecutionSeconds: row.averageExecutionMs === null ? null : oneDecimal(row.averageExecutionMs / 1000),
    allTimeRevenueUsd: usd(row.allTimeRevenueCents),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function computeDashboard(db: Database, now = new Date()): Promise<GetAdminDashboardResponse> {
  const [metrics, runs, signups, popular, days] = await Promise.all([
    readMetrics(db),
    listRecentRuns(db, RECENT_RUNS),
    listRecentSignups(db, RECENT_SIGNUPS),
    listPopularThisMonth(db, POPULAR_AUTOMATIONS),
    listDays(db, DASHBOARD_CHART_DAYS),
  ]);
  return {
    metrics: toMetrics(metrics),
    recentRuns: runs.map((run) => ({
      id: run.id,
      status: run.status,
      statusLabel: toRunStatusLabel(run.status),
      tokensCharged: run.tokensCharged,
      tokensRefunded: run.tokensRefunded,
      createdAt: iso(run.createdAt),
      userEmail: run.userEmail ?? 'Unknown',
      userName: run.userName ?? 'Unknown',
      automationName: run.automationName ?? 'Unknown',
    })),
    recentSignups: signups.map((signup) => ({ ...signup, createdAt: iso(signup.createdAt) })),
    popularAutomations: popular,
    days: days.map((day) => ({
      date: day.date,
      revenueUsd: usd(day.revenueCents),
      completedRuns: day.completedRuns,
      failedRuns: day.failedRuns,
      pageViews: day.pageViews,
    })),
    generatedAt: now.toISOString(),
  };
}

/**
 * The dashboard's figures, computed at most once per 60 s per process and shared by every admin
 * (docs/decisions: admin dashboard cache). A failed computation is not cached.
 */
export function createDashboardCache(db: Database, ttlMs = DASHBOARD_CACHE_MS, clock = () => Date.now()) {
  let cached: { at: number; value: Promise<GetAdminDashboardResponse> } | null = null;
  return {
    get(): Promise<GetAdminDashboardResponse> {
      const now = clock();
      if (cached && now - cached.at < ttlMs) return cached.value;
      const entry = { at: now, value: computeDashboard(db, new Date(now)) };
      cached = entry;
      entry.value.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.value;
    },
  };
}
