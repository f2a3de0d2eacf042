import { sql } from 'drizzle-orm';
import type { PurchaseStatus } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';

export interface AdminPurchaseFilter {
  q?: string;
  status?: PurchaseStatus;
  /** YYYY-MM-DD, days in UTC, both ends included. */
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

export interface AdminPurchaseDbRow {
  id: string;
  userId: string;
  email: string;
  fullName: string | null;
  bundle: string | null;
  amountUsdCents: number;
  totalTokens: number;
  status: PurchaseStatus;
  provider: string;
  createdAt: Date | string;
  completedAt: Date | string | null;
  matching: number;
  completedUsdCents: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the filtered purchases, with the match count and the completed dollars of all matches. */
export function listAdminPurchases(db: Database, filter: AdminPurchaseFilter) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  return queryRows<AdminPurchaseDbRow>(
    db,
    sql`
      select p.id, p.user_id as "userId", u.email, pr.full_name as "fullName", k.label as bundle,
             p.amount_usd_cents as "amountUsdCents", p.total_tokens as "totalTokens", p.status, p.provider,
             p.created_at as "createdAt", p.completed_at as "completedAt", count(*) over ()::int as matching,
             (sum(p.amount_usd_cents) filter (where p.status = 'completed') over ())::int as "completedUsdCents"
      from purchases p
        join users u on u.id = p.user_id
        left join profiles pr on pr.user_id = p.user_id
        left join token_packages k on k.id = p.package_id
      where (${pattern}::text is null or u.email ilike ${pattern} or pr.full_name ilike ${pattern})
        and (${filter.status ?? null}::text is null or p.status = ${filter.status ?? null})
        and (${filter.from ?? null}::date is null or p.created_at >= (${filter.from ?? null}::date at time zone 'UTC'))
        and (${filter.to ?? null}::date is null
             or p.created_at < ((${filter.to ?? null}::date + 1) at time zone 'UTC'))
      order by p.created_at desc, p.id desc
      limit ${filter.limit} offset ${filter.offset}`,
  );
}
