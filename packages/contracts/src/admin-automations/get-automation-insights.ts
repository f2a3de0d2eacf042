import { z } from 'zod';
import { automationStatus } from '../catalogue/automation-enums';
import { runStatus } from '../runs/run';

/** The window of an automation's numbers: today and the 29 UTC days before it. */
export const AUTOMATION_INSIGHTS_DAYS = 30;
export const AUTOMATION_TOP_ERRORS = 5;
export const AUTOMATION_LAST_RUNS = 10;
export const AUTOMATION_TOP_USERS = 5;

/**
 * One UTC day of the automation's runs, by the day they started; a day without runs is all zeros.
 * revenue = tokensCharged - tokensRefunded: tokens net of refunds, as on the dashboard.
 */
export const automationInsightsDay = z.object({
  date: z.iso.date(),
  runs: z.number().int(),
  failures: z.number().int(),
  tokensCharged: z.number().int(),
  tokensRefunded: z.number().int(),
  revenue: z.number().int(),
});
export type AutomationInsightsDay = z.infer<typeof automationInsightsDay>;

/** The sums of the days, plus the success rate of the runs they started. */
export const automationInsightsTotals = automationInsightsDay.omit({ date: true }).extend({
  /**
   * completed / finished in percent with one decimal (DESIGN D6), counted as the automation's health
   * counts (runs a pause refused without starting are left out); null with no finished run.
   */
  successRate: z.number().min(0).max(100).nullable(),
});

export const automationInsightsRun = z.object({
  id: z.uuid(),
  userEmail: z.string(),
  status: runStatus,
  tokensCharged: z.number().int(),
  tokensRefunded: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AutomationInsightsRun = z.infer<typeof automationInsightsRun>;

export const getAutomationInsightsResponse = z.object({
  automation: z.object({ id: z.uuid(), name: z.string(), slug: z.string().nullable(), status: automationStatus }),
  /** Oldest first, AUTOMATION_INSIGHTS_DAYS of them, the last one today (UTC). */
  days: z.array(automationInsightsDay),
  totals: automationInsightsTotals,
  /** Durations of the runs that finished since the first day, as the health figures measure them; null with none. */
  durations: z.object({ p50Ms: z.number().int().nullable(), p95Ms: z.number().int().nullable() }),
  /** The most frequent error messages of the failed runs in the window, most frequent first. */
  topErrors: z.array(z.object({ message: z.string(), count: z.number().int() })),
  /** The newest runs, whenever they started. */
  lastRuns: z.array(automationInsightsRun),
  /** The people who started the most runs in the window; tokens are net of refunds. */
  topUsers: z.array(
    z.object({ userId: z.string(), email: z.string(), runs: z.number().int(), tokens: z.number().int() }),
  ),
});
export type GetAutomationInsightsResponse = z.infer<typeof getAutomationInsightsResponse>;
