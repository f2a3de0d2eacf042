import { z } from 'zod';
import { exampleInput, sampleOutput } from '../catalogue/automation-example';
import { automationStatus, pricingModel } from '../catalogue/automation-enums';
import { customField } from '../catalogue/custom-field';
import { seoContent } from '../catalogue/seo-content';
import { answerMode, workflowEngine } from './answer-mode';

export const adminAutomationParams = z.object({ id: z.uuid('Automation not found') });
export type AdminAutomationParams = z.infer<typeof adminAutomationParams>;

/**
 * Everything the editor edits; with unpublished changes, the versioned fields are the draft's (DESIGN D19).
 * The webhook secret is never part of it: only whether one exists.
 */
export const adminAutomation = z.object({
  id: z.uuid(),
  slug: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  status: automationStatus,
  pricingModel: pricingModel.nullable(),
  tokenCostPerRun: z.number().int().nullable(),
  tokenCostPerMinute: z.number().nullable(),
  maxDurationMinutes: z.number().int(),
  webhookUrl: z.string().nullable(),
  hasWebhookSecret: z.boolean(),
  answerMode,
  workflowEngine,
  imageUrl: z.string().nullable(),
  customFields: z.array(customField),
  seoContent,
  exampleInput,
  sampleOutput,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The version customers get; null until first published (until then saves change it in place). */
  liveVersion: z.number().int().nullable(),
  /** The versioned fields above are the draft's when true: saved, not yet published. */
  hasDraft: z.boolean(),
  draftUpdatedAt: z.iso.datetime().nullable(),
});
export type AdminAutomation = z.infer<typeof adminAutomation>;

export const getAdminAutomationResponse = z.object({ automation: adminAutomation });
export type GetAdminAutomationResponse = z.infer<typeof getAdminAutomationResponse>;
