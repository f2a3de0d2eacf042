import type { ExportRunsQuery, ExportTokenTransactionsQuery } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { userFacingDescription } from '../ledger';
import { runHistoryFilter } from '../runs';
import { csvRow } from './csv';
import { EXPORT_PAGE_SIZE, ledgerEntriesPage, runsPage, type RunCursor } from './exports.queries';

export async function* tokenTransactionsCsv(
  db: Database,
  userId: string,
  query: ExportTokenTransactionsQuery,
): AsyncGenerator<string> {
  yield csvRow([
    'date',
    'type',
    'amount',
    'balance_after',
    'description',
    'automation',
    'api_key',
    'oauth_client',
    'run_id',
    'expires_at',
  ]);
  let beforeSeq: number | undefined;
  for (;;) {
    const page = await ledgerEntriesPage(db, userId, query.type, beforeSeq);
    for (const { entry, automationName, apiKeyName, oauthClientName } of page) {
      yield csvRow([
        entry.createdAt,
        entry.type,
        entry.amount,
        entry.balanceAfter,
        userFacingDescription(entry.type, entry.description),
        automationName,
        apiKeyName,
        oauthClientName,
        entry.runId,
        entry.expiresAt,
      ]);
    }
    if (page.length < EXPORT_PAGE_SIZE) return;
    beforeSeq = page.at(-1)!.entry.seq;
  }
}

export async function* runsCsv(
  db: Database,
  userId: string,
  query: ExportRunsQuery,
  now = new Date(),
): AsyncGenerator<string> {
  yield csvRow([
    'run_id',
    'created_at',
    'automation',
    'automation_version',
    'status',
    'tokens_charged',
    'tokens_refunded',
    'started_at',
    'completed_at',
    'duration_seconds',
    'error_message',
  ]);
  const filter = runHistoryFilter(userId, query, now);
  let after: RunCursor | undefined;
  for (;;) {
    const page = await runsPage(db, filter, after);
    for (const run of page) {
      yield csvRow([
        run.id,
        run.createdAt,
        run.automationName ?? 'Deleted automation',
        run.automationVersion,
        run.status,
        run.tokensCharged,
        run.tokensRefunded,
        run.startedAt,
        run.completedAt,
        run.executionTimeMs === null ? null : Math.round(run.executionTimeMs / 1000),
        run.errorMessage,
      ]);
    }
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page.at(-1)!;
    after = { createdAt: last.cursor, id: last.id };
  }
}
