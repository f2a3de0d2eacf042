import {
  versionContentOf,
  type AutomationVersionContent,
  type CompareAutomationVersionsResponse,
  type CustomField,
} from '@basalt/contracts';

/** JSON with sorted keys: jsonb does not keep key order, so a plain stringify would see false changes. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
export const sameValue = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

const named = (field: CustomField) => ({ id: field.id, label: field.label });

function compareFields(from: CustomField[], to: CustomField[]): CompareAutomationVersionsResponse['fields'] {
  const before = new Map(from.map((field) => [field.id, field]));
  const after = new Map(to.map((field) => [field.id, field]));
  const changed = to.flatMap((field) => {
    const old = before.get(field.id);
    if (!old) return [];
    const keys = [...new Set([...Object.keys(old), ...Object.keys(field)])] as (keyof CustomField)[];
    const properties = keys.filter((key) => !sameValue(old[key], field[key]));
    return properties.length > 0 ? [{ ...named(field), properties }] : [];
  });
  return {
    added: to.filter((field) => !before.has(field.id)).map(named),
    removed: from.filter((field) => !after.has(field.id)).map(named),
    changed,
  };
}

const priceOf = (content: AutomationVersionContent) => ({
  pricingModel: content.pricingModel ?? null,
  tokenCostPerRun: content.tokenCostPerRun ?? null,
  tokenCostPerMinute: content.tokenCostPerMinute === null ? null : Number(content.tokenCostPerMinute),
});
const webhookOf = (content: AutomationVersionContent) => ({
  webhookUrl: content.webhookUrl ?? null,
  answerMode: content.answerMode ?? 'result',
});

/** What an admin needs to see before rolling back: fields, price, webhook, and whether the texts moved. */
export function compareVersionContents(
  numbers: { from: number; to: number },
  from: AutomationVersionContent,
  to: AutomationVersionContent,
): CompareAutomationVersionsResponse {
  const price = { from: priceOf(from), to: priceOf(to) };
  const webhook = { from: webhookOf(from), to: webhookOf(to) };
  return {
    ...numbers,
    name: { changed: from.name !== to.name, from: from.name, to: to.name },
    descriptionChanged: from.description !== to.description,
    // Numbered alike first: a version stored with fields counted from 0 has not moved them all.
    fields: compareFields(versionContentOf(from).customFields, versionContentOf(to).customFields),
    price: { changed: !sameValue(price.from, price.to), ...price },
    webhook: {
      urlChanged: webhook.from.webhookUrl !== webhook.to.webhookUrl,
      answerModeChanged: webhook.from.answerMode !== webhook.to.answerMode,
      ...webhook,
    },
  };
}
