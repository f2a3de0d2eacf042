import type { AutomationSummary } from '@basalt/contracts';

/** D11: /basalt/{slug} is the canonical page; the id route is for automations without a slug. */
export function automationPath(automation: Pick<AutomationSummary, 'id' | 'slug'>): string {
  return automation.slug ? `/basalt/${automation.slug}` : `/automation/${automation.id}`;
}
