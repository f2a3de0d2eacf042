import { answerModeLabels, type CompareAutomationVersionsResponse } from '@basalt/contracts';

type Price = CompareAutomationVersionsResponse['price']['from'];
const models = { per_run: 'Per run', per_minute: 'Per minute', hybrid: 'Hybrid' } as const;
const priceText = (price: Price) =>
  [
    price.pricingModel ? models[price.pricingModel] : 'Free',
    price.tokenCostPerRun !== null && `${price.tokenCostPerRun} tokens per run`,
    price.tokenCostPerMinute !== null && `${price.tokenCostPerMinute} tokens per minute`,
  ]
    .filter(Boolean)
    .join(', ');

/** The differences between two versions, one line per change; "No differences" when there are none. */
export function VersionComparison({ comparison: c }: { comparison: CompareAutomationVersionsResponse }) {
  const lines: string[] = [];
  if (c.name.changed) lines.push(`Name: "${c.name.from}" → "${c.name.to}"`);
  if (c.descriptionChanged) lines.push('Description changed');
  for (const field of c.fields.added) lines.push(`Field added: ${field.label} (${field.id})`);
  for (const field of c.fields.removed) lines.push(`Field removed: ${field.label} (${field.id})`);
  for (const field of c.fields.changed) {
    lines.push(`Field changed: ${field.label} (${field.id}): ${field.properties.join(', ')}`);
  }
  if (c.price.changed) lines.push(`Price: ${priceText(c.price.from)} → ${priceText(c.price.to)}`);
  if (c.webhook.urlChanged) {
    lines.push(`Webhook URL: ${c.webhook.from.webhookUrl ?? 'none'} → ${c.webhook.to.webhookUrl ?? 'none'}`);
  }
  if (c.webhook.answerModeChanged) {
    lines.push(
      `Answer mode: ${answerModeLabels[c.webhook.from.answerMode]} → ${answerModeLabels[c.webhook.to.answerMode]}`,
    );
  }
  return (
    <section aria-label={`Version ${c.from} compared with version ${c.to}`} className="flex flex-col gap-2 text-sm">
      <h3 className="font-semibold">
        Version {c.from} → version {c.to}
      </h3>
      {lines.length === 0 ? (
        <p className="text-muted-foreground">No differences in fields, price or webhook.</p>
      ) : (
        <ul className="list-disc pl-5">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
