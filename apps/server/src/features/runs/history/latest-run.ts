import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import { LATEST_RUN_WINDOW_MINUTES, type GetLatestRunResponse } from '@basalt/contracts';
import type { Database } from '../../../platform/db/database';
import { ofAutomation } from '../../../platform/db/automation-ref';
import { automations, categories, runs } from '../../../platform/db/schema';
import type { RunsContext } from '../run-context';
import { toRun } from '../run-presenter';
import { flattenRunView, runViewColumns, type RunView } from '../runs.queries';

/** The user's newest run of the automation that is unfinished, or ended since `endedSince`. */
export async function findLatestRunView(
  db: Database,
  userId: string,
  automationRef: string,
  endedSince: Date,
): Promise<RunView | undefined> {
  const [row] = await db
    .select(runViewColumns)
    .from(runs)
    .leftJoin(automations, eq(automations.id, runs.automationId))
    .leftJoin(categories, eq(categories.id, automations.categoryId))
    .where(
      and(
        eq(runs.userId, userId),
        ofAutomation(runs.automationId, automationRef),
        or(inArray(runs.status, ['pending', 'running']), gte(runs.completedAt, endedSince)),
      ),
    )
    .orderBy(desc(runs.createdAt), desc(runs.id))
    .limit(1);
  return row ? flattenRunView(row) : undefined;
}

/**
 * The run an automation's page shows on arrival (issue 41): the one still going, or the one that
 * ended a few minutes ago, so leaving the page mid-run never loses it or its result.
 */
export async function getLatestRun(
  context: RunsContext,
  userId: string,
  automationRef: string,
  now = new Date(),
): Promise<GetLatestRunResponse> {
  const endedSince = new Date(now.getTime() - LATEST_RUN_WINDOW_MINUTES * 60_000);
  const view = await findLatestRunView(context.db, userId, automationRef, endedSince);
  return { run: view ? await toRun(context, view) : null };
}
