import { z } from 'zod';
import { automationStatus, pricingModel } from '../catalogue/automation-enums';
import { automationPause } from '../automation-health/automation-pause';

/** Newest first by default; the other columns are the last 30 days' figures (AUTOMATION_INSIGHTS_DAYS). */
export const adminAutomationSorts = ['created', 'successRate30d', 'runs30d', 'revenue30d'] as const;
export type AdminAutomationSort = (typeof adminAutomationSorts)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

export const listAdminAutomationsQuery = z.object({
  /** Matches name or description, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: automationStatus.optional(),
  categoryId: z.uuid().optional(),
  /** An automation without a success rate comes last either way; ties go newest first. */
  sort: z.enum(adminAutomationSorts).default('created'),
  order: z.enum(sortOrders).default('desc'),
});
export type ListAdminAutomationsQuery = z.infer<typeof listAdminAutomationsQuery>;

export const adminAutomationRow = z.object({
  id: z.uuid(),
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  status: automationStatus,
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  pricingModel: pricingModel.nullable(),
  tokenCostPerRun: z.number().int().nullable(),
  tokenCostPerMinute: z.number().nullable(),
  runCount: z.number().int(),
  /**
   * Over the runs started in the last 30 UTC days, as on the automation's own page: the success rate
   * in percent with one decimal (null with no finished run), the runs, and the tokens charged net of
   * refunds.
   */
  successRate30d: z.number().min(0).max(100).nullable(),
  runs30d: z.number().int(),
  revenue30d: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Set while it is paused after repeated failures (DESIGN D18). */
  pause: automationPause.nullable(),
});
export type AdminAutomationRow = z.infer<typeof adminAutomationRow>;

/** Every matching automation (the catalogue is small), and how many exist in all. */
export const listAdminAutomationsResponse = z.object({
  automations: z.array(adminAutomationRow),
  total: z.number().int(),
});
export type ListAdminAutomationsResponse = z.infer<typeof listAdminAutomationsResponse>;
