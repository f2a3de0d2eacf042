import { z } from 'zod';
import { automationRefField } from '../catalogue/get-automation';
import { runFailureKind, runStatus } from '../runs/run';

export const ADMIN_RUNS_PAGE_SIZE = 25;

const day = z.iso.date();

export const listAdminRunsQuery = z.object({
  automationId: automationRefField.optional(),
  /** Part of the user's e-mail, case-insensitive. */
  user: z.string().trim().max(200).optional(),
  status: z.union([z.literal('all'), runStatus]).default('all'),
  /** First and last day (UTC) the run was started on, both included. */
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListAdminRunsQuery = z.infer<typeof listAdminRunsQuery>;
export type ListAdminRunsParams = z.input<typeof listAdminRunsQuery>;

export const adminRunUser = z.object({ id: z.string(), email: z.string(), fullName: z.string() });

export const adminRunRow = z.object({
  id: z.uuid(),
  user: adminRunUser,
  automationId: z.uuid().nullable(),
  /** The automation's name in the version the run used (DESIGN D19), whatever it is called now. */
  automationName: z.string().nullable(),
  automationVersion: z.number().int().nullable(),
  status: runStatus,
  failureKind: runFailureKind.nullable(),
  quotedTokens: z.number().int(),
  tokensCharged: z.number().int(),
  tokensRefunded: z.number().int(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type AdminRunRow = z.infer<typeof adminRunRow>;

export const listAdminRunsResponse = z.object({
  runs: z.array(adminRunRow),
  /** Exact number of runs matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListAdminRunsResponse = z.infer<typeof listAdminRunsResponse>;
