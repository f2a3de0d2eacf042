import {
  type GetRunStatsResponse,
  type ListRunAutomationsResponse,
  type ListRunsQuery,
  type ListRunsResponse,
} from '@basalt/contracts';
import { decodeTimeCursor, pageOf } from '../../../platform/http/page-cursor';
import type { RunsContext } from '../run-context';
import { toRuns } from '../run-presenter';
import { listPublishedAutomationNames, listRunHistory, runStats } from './history.queries';

const STATS_WINDOW_DAYS = 30;

export async function listRuns(context: RunsContext, userId: string, query: ListRunsQuery): Promise<ListRunsResponse> {
  const after = query.cursor === undefined ? null : decodeTimeCursor(query.cursor);
  const { runs, total } = await listRunHistory(context.db, userId, query, after);
  const { page, nextCursor } = pageOf(runs, query.limit, ({ key }) => [key.at, key.id]);
  return { runs: await toRuns(context, page), total, page: query.page, pageSize: query.limit, nextCursor };
}

/** Spec §9: success rate is completed over all runs of the window, rounded. */
export async function getRunStats(
  context: RunsContext,
  userId: string,
  now = new Date(),
): Promise<GetRunStatsResponse> {
  const stats = await runStats(context.db, userId, new Date(now.getTime() - STATS_WINDOW_DAYS * 86_400_000));
  const totalRuns = Number(stats.totalRuns);
  const finished = stats.completed + stats.failed;
  return {
    totalRuns,
    completed: stats.completed,
    failed: stats.failed,
    running: stats.running,
    successRate: finished === 0 ? null : Math.round((stats.completed * 100) / finished),
    tokensSpent: stats.tokensSpent,
  };
}

export async function listRunAutomations(context: RunsContext): Promise<ListRunAutomationsResponse> {
  return { automations: await listPublishedAutomationNames(context.db) };
}
