import type { AdminExportName } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { csvRow, type CsvValue } from '../exports';
import { ADMIN_EXPORT_PAGE_SIZE, adminExportPage, type ExportCursor, type ExportRow } from './admin-exports.queries';

/** Each list's CSV header and the row key each column reads. */
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
    ['reason', 'description'],
    ['admin_email', 'adminEmail'],
  ],
  'audit-log': [
    ['date', 'createdAt'],
    ['action', 'actionType'],
    ['admin_email', 'adminEmail'],
    ['target_email', 'targetEmail'],
    ['automation', 'automationName'],
    ['details', 'details'],
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
};

function cell(key: string, value: unknown): CsvValue {
  if (key === 'isAdmin') return value ? 'admin' : 'user';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date || typeof value === 'number' || typeof value === 'string') return value;
  return value === null || value === undefined ? null : String(value);
}

/** The whole list as CSV (RFC 4180, formula-safe cells), newest first, read page by page. */
export async function* adminListCsv(db: Database, name: AdminExportName): AsyncGenerator<string> {
  const list = columns[name];
  yield csvRow(list.map(([header]) => header));
  let after: ExportCursor | undefined;
  for (;;) {
    const page: ExportRow[] = await adminExportPage(db, name, after);
    for (const row of page) yield csvRow(list.map(([, key]) => cell(key, row[key])));
    if (page.length < ADMIN_EXPORT_PAGE_SIZE) return;
    const last = page.at(-1)!;
    after = { at: last.cursorAt, id: last.cursorId };
  }
}
