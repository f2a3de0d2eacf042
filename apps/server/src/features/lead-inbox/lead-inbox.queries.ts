import { eq, sql } from 'drizzle-orm';
import type { LeadRequestStatus } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { leadRequests } from '../../platform/db/schema';

export type LeadRecord = typeof leadRequests.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface LeadFilter {
  kind?: 'custom_automation' | 'call';
  status?: LeadRequestStatus;
  q?: string;
  limit: number;
  offset: number;
}

export function listLeads(db: Database, filter: LeadFilter) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  return queryRows<LeadRecord & { matching: number }>(
    db,
    sql`
      select id, kind, status, full_name as "fullName", email, company, phone, description,
             use_case as "useCase", budget_range as "budgetRange", timeline,
             preferred_datetime as "preferredDatetime", topic, created_at as "createdAt",
             updated_at as "updatedAt", count(*) over ()::int as matching
      from lead_requests
      where (${filter.kind ?? null}::text is null or kind = ${filter.kind ?? null})
        and (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
        and (${pattern}::text is null or full_name ilike ${pattern} or email ilike ${pattern}
             or company ilike ${pattern} or description ilike ${pattern} or topic ilike ${pattern})
      order by created_at desc, id
      limit ${filter.limit} offset ${filter.offset}`,
  );
}

export async function countByStatus(db: Database, kind?: string) {
  const rows = await queryRows<{ status: LeadRequestStatus; count: number }>(
    db,
    sql`select status, count(*)::int as count from lead_requests
        where ${kind ?? null}::text is null or kind = ${kind ?? null} group by status`,
  );
  const counts = { new: 0, in_progress: 0, done: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export async function lockLead(db: Database, id: string): Promise<LeadRecord | undefined> {
  const [row] = await db.select().from(leadRequests).where(eq(leadRequests.id, id)).for('update');
  return row;
}

export async function setLeadStatus(db: Database, id: string, status: LeadRequestStatus): Promise<LeadRecord> {
  const [row] = await db.update(leadRequests).set({ status }).where(eq(leadRequests.id, id)).returning();
  return row!;
}
