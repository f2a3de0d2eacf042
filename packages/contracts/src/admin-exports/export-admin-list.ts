import { z } from 'zod';

/** The back-office lists an admin can download whole as CSV. */
export const adminExportNames = [
  'users',
  'balances',
  'adjustments',
  'audit-log',
  'leads',
  'runs',
  'purchases',
] as const;
export type AdminExportName = (typeof adminExportNames)[number];

export const exportAdminListParams = z.object({ name: z.enum(adminExportNames) });
export type ExportAdminListParams = z.infer<typeof exportAdminListParams>;
