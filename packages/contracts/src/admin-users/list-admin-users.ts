import { z } from 'zod';

export const USERS_PAGE_SIZE = 20;
export const userRoleFilters = ['all', 'admin', 'user'] as const;

export const listAdminUsersQuery = z.object({
  /** Matches full name, e-mail or company, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(userRoleFilters).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});
export type ListAdminUsersQuery = z.infer<typeof listAdminUsersQuery>;

export const adminUserRow = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  company: z.string().nullable(),
  isAdmin: z.boolean(),
  tokenBalance: z.number().int(),
  tokensUsed: z.number().int(),
  purchaseCount: z.number().int(),
  runCount: z.number().int(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** One page; `matching` counts the users the filters keep, `total` all users ('filtered from'). */
export const listAdminUsersResponse = z.object({
  users: z.array(adminUserRow),
  matching: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListAdminUsersResponse = z.infer<typeof listAdminUsersResponse>;
