import { z } from 'zod';
import { runStatusLabel } from './run-status-label';

export const DASHBOARD_REFRESH_MS = 30_000;
export const DASHBOARD_CACHE_MS = 60_000;
export const DASHBOARD_CHART_DAYS = 30;

/** Month figures count from the first day of the current month (UTC); percentages have one decimal. */
export const dashboardMetrics = z.object({
  totalUsers: z.number().int(),
  usersBeforeThisMonth: z.number().int(),
  /** New users this month relative to the users before it; null when there were none before. */
  userGrowthPercent: z.number().nullable(),
  activeAutomations: z.number().int(),
  runsThisMonth: z.number().int(),
  revenueThisMonthUsd: z.number(),
  revenueLastMonthUsd: z.number(),
  /** null when last month had no revenue. */
  revenueGrowthPercent: z.number().nullable(),
  tokensHeld: z.number().int(),
  tokensUsedThisMonth: z.number().int(),
  /** completed / (completed + failed) this month (DESIGN D6); null without finished runs. */
  successRatePercent: z.number().nullable(),
  averageTokensPerRun: z.number().nullable(),
  averageExecutionSeconds: z.number().nullable(),
  allTimeRevenueUsd: z.number(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetrics>;

export const dashboardRun = z.object({
  id: z.uuid(),
  status: z.string(),
  statusLabel: runStatusLabel,
  tokensCharged: z.number().int(),
  /** What came back when the run failed on Basalt's side or was cancelled; the run cost the difference. */
  tokensRefunded: z.number().int(),
  createdAt: z.iso.datetime(),
  userEmail: z.string(),
  userName: z.string(),
  automationName: z.string(),
});
export type DashboardRun = z.infer<typeof dashboardRun>;

export const dashboardSignup = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.iso.datetime(),
});

export const dashboardPopularAutomation = z.object({
  id: z.uuid(),
  name: z.string(),
  runCount: z.number().int(),
  totalTokens: z.number().int(),
});

export const dashboardDay = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  revenueUsd: z.number(),
  completedRuns: z.number().int(),
  failedRuns: z.number().int(),
  pageViews: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const getAdminDashboardResponse = z.object({
  metrics: dashboardMetrics,
  recentRuns: z.array(dashboardRun),
  recentSignups: z.array(dashboardSignup),
  popularAutomations: z.array(dashboardPopularAutomation),
  /** The last 30 days, oldest first, every day present. */
  days: z.array(dashboardDay),
  /** When these figures were computed; they are reused for 60 s. */
  generatedAt: z.iso.datetime(),
});
export type GetAdminDashboardResponse = z.infer<typeof getAdminDashboardResponse>;
