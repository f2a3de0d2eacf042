import { z } from 'zod';

/** Every kind of admin change the audit log records (the database CHECK lists the same). */
export const adminActionTypes = [
  'promote_admin',
  'demote_admin',
  'adjust_tokens',
  'update_user',
  'create_automation',
  'update_automation',
  'delete_automation',
  'rotate_webhook_secret',
  'cancel_run',
  'refund_run',
  'update_lead_request',
  'create_category',
  'rename_category',
  'delete_category',
  'update_welcome_credit',
  'resume_automation',
  'update_health_thresholds',
  'pause_automation',
] as const;
export const adminActionType = z.enum(adminActionTypes);
export type AdminActionType = z.infer<typeof adminActionType>;

export const adminActionLabels: Record<AdminActionType, string> = {
  promote_admin: 'Promoted to admin',
  demote_admin: 'Removed admin',
  adjust_tokens: 'Adjusted tokens',
  update_user: 'Updated user',
  create_automation: 'Created automation',
  update_automation: 'Updated automation',
  delete_automation: 'Deleted automation',
  rotate_webhook_secret: 'Rotated webhook secret',
  cancel_run: 'Cancelled run',
  refund_run: 'Refunded run',
  update_lead_request: 'Updated lead request',
  create_category: 'Created category',
  rename_category: 'Renamed category',
  delete_category: 'Deleted category',
  update_welcome_credit: 'Changed welcome credit',
  resume_automation: 'Resumed paused automation',
  update_health_thresholds: 'Changed automation health thresholds',
  pause_automation: 'Paused automation',
};

export const AUDIT_LOG_PAGE_SIZE = 50;

export const listAdminActionsQuery = z.object({
  /** Matches the admin's or target's name or e-mail, the automation's or category's name, or the action type. */
  q: z.string().trim().max(200).optional(),
  actionType: adminActionType.optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type ListAdminActionsQuery = z.infer<typeof listAdminActionsQuery>;

const person = z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() });

export const adminActionEntry = z.object({
  id: z.uuid(),
  actionType: adminActionType,
  admin: person,
  /** The user acted on, if any. */
  target: person.nullable(),
  /** The automation acted on, if any (its name as it was when the action happened). */
  automation: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AdminActionEntry = z.infer<typeof adminActionEntry>;

export const listAdminActionsResponse = z.object({
  actions: z.array(adminActionEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListAdminActionsResponse = z.infer<typeof listAdminActionsResponse>;
