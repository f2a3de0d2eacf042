import { z } from 'zod';

export const leadRequestKinds = ['custom_automation', 'call'] as const;
export const leadRequestStatuses = ['new', 'in_progress', 'done'] as const;
export const leadRequestStatus = z.enum(leadRequestStatuses);
export type LeadRequestStatus = z.infer<typeof leadRequestStatus>;

export const LEADS_PAGE_SIZE = 50;

export const listLeadRequestsQuery = z.object({
  kind: z.enum(leadRequestKinds).optional(),
  status: leadRequestStatus.optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type ListLeadRequestsQuery = z.infer<typeof listLeadRequestsQuery>;

export const leadRequest = z.object({
  id: z.uuid(),
  kind: z.enum(leadRequestKinds),
  status: leadRequestStatus,
  fullName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  description: z.string().nullable(),
  useCase: z.string().nullable(),
  budgetRange: z.string().nullable(),
  timeline: z.string().nullable(),
  preferredDatetime: z.string().nullable(),
  topic: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LeadRequest = z.infer<typeof leadRequest>;

export const listLeadRequestsResponse = z.object({
  leads: z.array(leadRequest),
  matching: z.number().int(),
  /** Open requests per status, for the filter chips. */
  counts: z.object({ new: z.number().int(), in_progress: z.number().int(), done: z.number().int() }),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListLeadRequestsResponse = z.infer<typeof listLeadRequestsResponse>;
