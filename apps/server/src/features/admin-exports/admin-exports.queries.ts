import { sql } from 'drizzle-orm';
import type { AdminExportName } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { queryRows } from '../../platform/db/query-rows';
import { exportSources } from './admin-export-sources';

/** Rows per query: a long list streams page by page instead of loading at once. */
export const ADMIN_EXPORT_PAGE_SIZE = 500;

/**
 * Where the previous page ended, newest first. created_at as PostgreSQL prints it: a JS Date would
 * drop the microseconds and skip rows.
 */
export interface ExportCursor {
  at: string;
  id: string;
}

export type ExportRow = Record<string, unknown> & { cursorAt: string; cursorId: string };

/** One keyset page of a back-office list, newest first. */
export function adminExportPage(db: Database, name: AdminExportName, after?: ExportCursor) {
  const source = exportSources[name];
  const past = after ? sql`and (${source.createdAt}, ${source.id}) < (${after.at}::timestamptz, ${after.id})` : sql``;
  return queryRows<ExportRow>(
    db,
    sql`${source.select} ${past} order by ${source.createdAt} desc, ${source.id} desc limit ${ADMIN_EXPORT_PAGE_SIZE}`,
  );
}

/** Every field any audit entry's details hold, so each gets its own column (read before the rows stream). */
export async function auditDetailFields(db: Database): Promise<string[]> {
  const rows = await queryRows<{ field: string }>(
    db,
    sql`select distinct jsonb_object_keys(details) as field from admin_actions
        where jsonb_typeof(details) = 'object' order by field`,
  );
  return rows.map((row) => row.field);
}
