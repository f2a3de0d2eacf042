import {
  ADMIN_RUNS_PAGE_SIZE,
  type GetAdminRunResponse,
  type ListAdminRunsQuery,
  type ListAdminRunsResponse,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import { AppError } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import { finishRun, findRunView, listRunLog, toRun, type RunsContext } from '../runs';
import { findRunOwner, listAdminRunsPage, listRunLedger } from './admin-runs.queries';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export async function listAdminRuns(db: RunsContext['db'], query: ListAdminRunsQuery): Promise<ListAdminRunsResponse> {
  const { rows, total } = await listAdminRunsPage(db, query, ADMIN_RUNS_PAGE_SIZE);
  const runs = rows.map((row) => ({
    id: row.id,
    user: { id: row.userId, email: row.email, fullName: row.fullName ?? row.email },
    automationId: row.automationId,
    automationName: row.automationName,
    automationVersion: row.automationVersion,
    status: row.status,
    failureKind: row.failureKind ?? null,
    quotedTokens: row.quotedTokens,
    tokensCharged: row.tokensCharged,
    tokensRefunded: row.tokensRefunded,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
  }));
  return { runs, total, page: query.page, pageSize: ADMIN_RUNS_PAGE_SIZE };
}

/** Any user's run with its log and the ledger entries that name it (its money). */
export async function getAdminRun(context: RunsContext, runId: string): Promise<GetAdminRunResponse> {
  const view = await findRunView(context.db, runId);
  if (!view) throw new AppError('NOT_FOUND', 'Run not found');
  const [run, user, events, ledger] = await Promise.all([
    toRun(context, view),
    findRunOwner(context.db, view.userId),
    listRunLog(context.db, runId),
    listRunLedger(context.db, runId),
  ]);
  return {
    run,
    user: user ?? { id: view.userId, email: '', fullName: 'Unknown' },
    events,
    ledger: ledger.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
  };
}

/**
 * An admin stops someone's queued or running run through the same path as the user's own cancel
 * (finishRun: what was not used is given back), and the audit entry is written in that transaction.
 */
export async function cancelAdminRun(context: RunsContext, admin: SessionUser, runId: string) {
  const view = await findRunView(context.db, runId);
  if (!view) throw new AppError('NOT_FOUND', 'Run not found');
  const owner = await findRunOwner(context.db, view.userId);
  const ended = await finishRun(context, runId, { status: 'cancelled' }, ['pending', 'running'], (tx, run) =>
    recordAdminAction(tx, {
      admin,
      actionType: 'cancel_run',
      targetUser: owner ?? null,
      automation: run.automationId ? { id: run.automationId, name: run.automationName ?? 'Unknown' } : null,
      details: { runId, tokensCharged: run.tokensCharged, tokensRefunded: run.tokensRefunded },
    }),
  );
  if (!ended) throw new AppError('CONFLICT', 'This run has already finished');
  return getAdminRun(context, runId);
}
