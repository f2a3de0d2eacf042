import { z } from 'zod';

/** Promotion needs the 'I understand this user will have full administrative access' tick. */
export const promoteAdminBody = z.object({
  acknowledged: z.literal(true, 'Please confirm that you understand this user will have full administrative access'),
});
export type PromoteAdminBody = z.infer<typeof promoteAdminBody>;

export const changeAdminRoleResponse = z.object({ id: z.string(), isAdmin: z.boolean() });
export type ChangeAdminRoleResponse = z.infer<typeof changeAdminRoleResponse>;
