import {
  LEADS_PAGE_SIZE,
  type LeadRequest,
  type LeadRequestStatus,
  type ListLeadRequestsQuery,
  type ListLeadRequestsResponse,
} from '@basalt/contracts';
import type { SessionUser } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { recordAdminAction } from '../audit-log';
import { countByStatus, listLeads, lockLead, setLeadStatus, type LeadRecord } from './lead-inbox.queries';

function toLead({ matching: _matching, ...row }: LeadRecord & { matching?: number }): LeadRequest {
  return { ...row, createdAt: new Date(row.createdAt).toISOString(), updatedAt: new Date(row.updatedAt).toISOString() };
}

export async function listLeadInbox(db: Database, query: ListLeadRequestsQuery): Promise<ListLeadRequestsResponse> {
  const [rows, counts] = await Promise.all([
    listLeads(db, {
      kind: query.kind,
      status: query.status,
      q: query.q || undefined,
      limit: LEADS_PAGE_SIZE,
      offset: (query.page - 1) * LEADS_PAGE_SIZE,
    }),
    countByStatus(db, query.kind),
  ]);
  return {
    leads: rows.map(toLead),
    matching: rows[0]?.matching ?? 0,
    counts,
    page: query.page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/** Moves a request through new / in_progress / done, audited as update_lead_request. */
export async function updateLeadStatus(db: Database, admin: SessionUser, id: string, status: LeadRequestStatus) {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (!lead) throw notFound('Request not found');
    if (lead.status === status) return toLead(lead);
    const updated = await setLeadStatus(tx, id, status);
    await recordAdminAction(tx, {
      admin,
      actionType: 'update_lead_request',
      details: {
        leadId: id,
        kind: lead.kind,
        from: lead.fullName,
        email: lead.email,
        status: { from: lead.status, to: status },
      },
    });
    return toLead(updated);
  });
}
