import type { AutomationFormOutput } from '../admin-automations/automation-form';

/**
 * What a version fixes (DESIGN D19): what a customer's run depends on and what the page promises.
 * The slug, category, status, engine preset and featured flag are the catalogue's, not a version's:
 * they change at once.
 */
export const versionedKeys = [
  'name',
  'description',
  'imageUrl',
  'pricingModel',
  'tokenCostPerRun',
  'tokenCostPerMinute',
  'maxDurationMinutes',
  'customFields',
  'seoContent',
  'exampleInput',
  'sampleOutput',
  'webhookUrl',
  'answerMode',
] as const;
export type VersionedKey = (typeof versionedKeys)[number];

export type AutomationVersionContent = Pick<AutomationFormOutput, VersionedKey>;

/** The versioned part of a saved form, in the order the keys are listed. */
export const versionContentOf = (form: AutomationVersionContent): AutomationVersionContent =>
  Object.fromEntries(versionedKeys.map((key) => [key, form[key]])) as AutomationVersionContent;
