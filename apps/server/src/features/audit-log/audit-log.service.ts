import {
  AUDIT_LOG_PAGE_SIZE,
  type AdminActionEntry,
  type ListAdminActionsQuery,
  type ListAdminActionsResponse,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { listAdminActions, type AdminActionRow } from './audit-log.queries';
import { identityKeys } from './record-admin-action';

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toEntry(row: AdminActionRow): AdminActionEntry {
  const details = { ...row.details };
  const identity = Object.fromEntries(identityKeys.map((key) => [key, text(details[key])]));
  for (const key of identityKeys) delete details[key];
  return {
    id: row.id,
    actionType: row.actionType,
    admin: { id: row.adminUserId, name: identity.adminName ?? null, email: identity.adminEmail ?? null },
    target: row.targetUserId
      ? { id: row.targetUserId, name: identity.targetName ?? null, email: identity.targetEmail ?? null }
      : null,
    automation: row.targetAutomationId ? { id: row.targetAutomationId, name: identity.automationName ?? null } : null,
    details,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function listAuditLog(db: Database, query: ListAdminActionsQuery): Promise<ListAdminActionsResponse> {
  const rows = await listAdminActions(db, {
    q: query.q || undefined,
    actionType: query.actionType,
    limit: AUDIT_LOG_PAGE_SIZE,
    offset: (query.page - 1) * AUDIT_LOG_PAGE_SIZE,
  });
  return {
    actions: rows.map(toEntry),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  };
}
