import { sql } from 'drizzle-orm';
import type { AdminActionType } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

export interface AdminActionRow {
  id: string;
  actionType: AdminActionType;
  adminUserId: string;
  targetUserId: string | null;
  targetAutomationId: string | null;
  details: Record<string, unknown>;
  createdAt: Date | string;
  total: number;
}

export interface AdminActionFilter {
  q?: string;
  actionType?: AdminActionType;
  limit: number;
  offset: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest first, with the filtered count on every row (one query). */
export function listAdminActions(db: Database, filter: AdminActionFilter) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  return queryRows<AdminActionRow>(
    db,
    sql`
      select a.id, a.action_type as "actionType", a.admin_user_id as "adminUserId",
             a.target_user_id as "targetUserId", a.target_automation_id as "targetAutomationId",
             a.details, a.created_at as "createdAt", count(*) over ()::int as total
      from admin_actions a
      where (${filter.actionType ?? null}::text is null or a.action_type = ${filter.actionType ?? null})
        and (${pattern}::text is null
          or a.action_type ilike ${pattern}
          or a.details->>'adminName' ilike ${pattern} or a.details->>'adminEmail' ilike ${pattern}
          or a.details->>'targetName' ilike ${pattern} or a.details->>'targetEmail' ilike ${pattern}
          or a.details->>'automationName' ilike ${pattern}
          or a.details->>'categoryName' ilike ${pattern} or a.details->>'previousName' ilike ${pattern})
      order by a.created_at desc, a.id
      limit ${filter.limit} offset ${filter.offset}`,
  );
}
