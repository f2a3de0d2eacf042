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

/**
 * The versioned part of a saved form, in the order the keys are listed. A field's order is its place
 * in the form, counted from 1 as the editor saves it, so content stored another way (the seed counted
 * from 0) does not read as a change when the editor saves it untouched.
 */
export const versionContentOf = (form: AutomationVersionContent): AutomationVersionContent => {
  const content = Object.fromEntries(versionedKeys.map((key) => [key, form[key]])) as AutomationVersionContent;
  const inOrder = [...(content.customFields ?? [])].sort((a, b) => a.order - b.order);
  return { ...content, customFields: inOrder.map((field, index) => ({ ...field, order: index + 1 })) };
};
