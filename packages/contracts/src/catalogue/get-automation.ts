import { z } from 'zod';
import { exampleInput, sampleOutput } from './automation-example';
import { customField } from './custom-field';
import { marketplaceAutomation } from './list-automations';
import { seoContent } from './seo-content';

/** An 8-4-4-4-12 hex value is an automation id; anything else is looked up as a slug (spec §5). */
export const automationIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An automation named by its id or, as programs and agents name it, its slug (issue 38): every
 * operation that names an automation takes either.
 */
export const automationRefField = z
  .string()
  .min(1)
  .max(200)
  .meta({ description: 'The id of an automation, or its slug (e.g. qr-code-generator)' });

export const getAutomationParams = z.object({ ref: automationRefField });
export type GetAutomationParams = z.infer<typeof getAutomationParams>;

/** One published version as the public changelog ("What's new") lists it. */
export const changelogEntry = z.object({
  number: z.number().int().min(1),
  /** What changed, as the admin wrote it when publishing. */
  note: z.string(),
  publishedAt: z.iso.datetime(),
});
export type ChangelogEntry = z.infer<typeof changelogEntry>;

/** Everything the automation page shows; never the webhook URL or secret. */
export const automationDetail = marketplaceAutomation.extend({
  customFields: z.array(customField),
  seoContent,
  exampleInput,
  sampleOutput,
  /** The latest published versions, newest first, at most 10 (empty before the first publish). */
  changelog: z.array(changelogEntry).default([]),
});
export type AutomationDetail = z.infer<typeof automationDetail>;

export const getAutomationResponse = z.object({ automation: automationDetail });
export type GetAutomationResponse = z.infer<typeof getAutomationResponse>;
