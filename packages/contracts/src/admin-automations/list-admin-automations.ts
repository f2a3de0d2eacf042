import { z } from 'zod';
import { automationStatus, pricingModel } from '../catalogue/automation-enums';
import { automationPause } from '../automation-health/automation-pause';

export const listAdminAutomationsQuery = z.object({
  /** Matches name or description, case-insensitive. */
  q: z.string().trim().max(200).optional(),
  status: automationStatus.optional(),
  categoryId: z.uuid().optional(),
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
