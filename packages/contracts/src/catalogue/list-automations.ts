import { z } from 'zod';
import { automationStatus, pricingModel } from './automation-enums';

export const listAutomationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListAutomationsQuery = z.infer<typeof listAutomationsQuery>;

export const automationSummary = z.object({
  id: z.uuid(),
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  status: automationStatus,
  isFeatured: z.boolean(),
  pricingModel: pricingModel.nullable(),
  tokenCostPerRun: z.number().int().nullable(),
  tokenCostPerMinute: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type AutomationSummary = z.infer<typeof automationSummary>;

export const listAutomationsResponse = z.object({
  automations: z.array(automationSummary),
  total: z.number().int(),
});
export type ListAutomationsResponse = z.infer<typeof listAutomationsResponse>;
