import { z } from 'zod';
import { automationRefField } from '../catalogue/get-automation';
import { cursorParam, nextCursor, pageLimit } from '../pagination';
import { run, runStatus } from './run';

export const RUN_HISTORY_PAGE_SIZE = 20;
export const runHistoryRanges = ['all_time', 'last_7_days', 'last_30_days'] as const;
export type RunHistoryRange = (typeof runHistoryRanges)[number];

export const listRunsQuery = z.object({
  status: z.union([z.literal('all'), runStatus]).default('all'),
  automationId: automationRefField.optional(),
  range: z.enum(runHistoryRanges).default('last_30_days'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Rows per page (the web app's pages use 20). */
  limit: pageLimit(RUN_HISTORY_PAGE_SIZE),
  /** Newest first after this cursor; `page` is ignored when it is sent. */
  cursor: cursorParam,
});
export type ListRunsQuery = z.infer<typeof listRunsQuery>;
export type ListRunsParams = z.input<typeof listRunsQuery>;

export const listRunsResponse = z.object({
  runs: z.array(run),
  /** Exact number of runs matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  nextCursor,
});
export type ListRunsResponse = z.infer<typeof listRunsResponse>;

/**
 * The history's stats row over the last 30 days. successRate = completed / (completed + failed),
 * whole percent (DESIGN D6, as everywhere else); null while nothing has finished.
 */
export const getRunStatsResponse = z.object({
  totalRuns: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  running: z.number().int(),
  successRate: z.number().int().nullable(),
  tokensSpent: z.number().int(),
});
export type GetRunStatsResponse = z.infer<typeof getRunStatsResponse>;

/** Published automations the history filter offers (spec §6). */
export const listRunAutomationsResponse = z.object({
  automations: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type ListRunAutomationsResponse = z.infer<typeof listRunAutomationsResponse>;
