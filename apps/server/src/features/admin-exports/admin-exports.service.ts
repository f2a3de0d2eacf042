import type { AdminExportName } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { csvRow, type CsvValue } from '../exports';
import {
  ADMIN_EXPORT_PAGE_SIZE,
  adminExportPage,
  auditDetailFields,
  type ExportCursor,
  type ExportRow,
} from './admin-exports.queries';

/** A CSV column: its header and how a row's cell is written. */
type Column = [header: string, write: (row: ExportRow) => CsvValue];

/** Each list's CSV header and what each column reads; timestamps arrive as ISO 8601 UTC text. */
const columns: Record<AdminExportName, [header: string, key: string][]> = {
  users: [
    ['user_id', 'id'],
    ['email', 'email'],
    ['full_name', 'fullName'],
    ['company', 'company'],
    ['phone', 'phone'],
    ['email_verified', 'emailVerified'],
    ['role', 'isAdmin'],
    ['token_balance', 'tokenBalance'],
    ['joined_at', 'createdAt'],
  ],
  balances: [
    ['user_id', 'id'],
    ['email', 'email'],
    ['full_name', 'fullName'],
    ['token_balance', 'tokenBalance'],
    ['subscription_tier', 'subscriptionTier'],
    ['subscription_status', 'subscriptionStatus'],
  ],
  adjustments: [
    ['date', 'createdAt'],
    ['user_email', 'email'],
    ['amount', 'amount'],
    ['balance_after', 'balanceAfter'],
    ['reason', 'reason'],
    ['admin_email', 'adminEmail'],
  ],
  'audit-log': [
    ['date', 'createdAt'],
    ['action', 'actionType'],
    ['admin_email', 'adminEmail'],
    ['target_email', 'targetEmail'],
    ['automation', 'automationName'],
  ],
  leads: [
    ['date', 'createdAt'],
    ['kind', 'kind'],
    ['status', 'status'],
    ['full_name', 'fullName'],
    ['email', 'email'],
    ['company', 'company'],
    ['phone', 'phone'],
    ['description', 'description'],
    ['use_case', 'useCase'],
    ['budget_range', 'budgetRange'],
    ['timeline', 'timeline'],
    ['preferred_datetime', 'preferredDatetime'],
    ['topic', 'topic'],
  ],
  runs: [
    ['run_id', 'id'],
    ['created_at', 'createdAt'],
    ['user_email', 'email'],
    ['automation', 'automationName'],
    ['automation_version', 'automationVersion'],
    ['status', 'status'],
    ['tokens_charged', 'tokensCharged'],
    ['tokens_refunded', 'tokensRefunded'],
    ['started_at', 'startedAt'],
    ['completed_at', 'completedAt'],
    ['duration_ms', 'executionTimeMs'],
    ['failure_kind', 'failureKind'],
    ['error', 'errorMessage'],
  ],
  purchases: [
    ['purchase_id', 'id'],
    ['created_at', 'createdAt'],
    ['completed_at', 'completedAt'],
    ['user_email', 'email'],
    ['bundle', 'bundle'],
    ['amount_usd', 'amountUsd'],
    ['base_tokens', 'baseTokens'],
    ['bonus_tokens', 'bonusTokens'],
    ['total_tokens', 'totalTokens'],
    ['status', 'status'],
    ['provider', 'provider'],
    ['provider_session_id', 'providerSessionId'],
  ],
};

/** Already a column of their own in the audit log's CSV. */
const AUDIT_NAMED_FIELDS = new Set(['adminEmail', 'targetEmail', 'automationName']);
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** One column per detail field (detail_amount, detail_reason, …) instead of a JSON blob no spreadsheet reads. */
async function auditDetailColumns(db: Database): Promise<Column[]> {
  const fields = (await auditDetailFields(db)).filter((name) => !AUDIT_NAMED_FIELDS.has(name));
  return fields.map((name) => [
    `detail_${snakeCase(name)}`,
    (row) => cell(name, (row.details as Record<string, unknown> | null)?.[name]),
  ]);
}

function cell(key: string, value: unknown): CsvValue {
  if (key === 'isAdmin') return value ? 'admin' : 'user';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

/** The whole list as CSV (RFC 4180, formula-safe cells), newest first, read page by page. */
export async function* adminListCsv(db: Database, name: AdminExportName): AsyncGenerator<string> {
  const list: Column[] = columns[name].map(([header, key]) => [header, (row) => cell(key, row[key])]);
  if (name === 'audit-log') list.push(...(await auditDetailColumns(db)));
  yield csvRow(list.map(([header]) => header));
  let after: ExportCursor | undefined;
  for (;;) {
    const page: ExportRow[] = await adminExportPage(db, name, after);
    for (const row of page) yield csvRow(list.map(([, write]) => write(row)));
    if (page.length < ADMIN_EXPORT_PAGE_SIZE) return;
    const last = page.at(-1)!;
    after = { at: last.cursorAt, id: last.cursorId };
  }
}
