import type { AutomationSummary, ListAutomationsQuery, ListAutomationsResponse } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import type { automations } from '../../platform/db/schema';
import { listPublishedAutomations } from './catalogue.queries';

type AutomationRow = typeof automations.$inferSelect;

export function toAutomationSummary(
  automation: AutomationRow,
  category: { id: string; name: string } | null,
): AutomationSummary {
  return {
    id: automation.id,
    slug: automation.slug,
    name: automation.name,
    description: automation.description,
    imageUrl: automation.imageUrl,
    category,
    status: automation.status,
    isFeatured: automation.isFeatured,
    pricingModel: automation.pricingModel,
    tokenCostPerRun: automation.tokenCostPerRun,
    tokenCostPerMinute: automation.tokenCostPerMinute,
    createdAt: automation.createdAt.toISOString(),
  };
}

export async function listAutomations(db: Database, query: ListAutomationsQuery): Promise<ListAutomationsResponse> {
  const { rows, total } = await listPublishedAutomations(db, query);
  return { automations: rows.map((row) => toAutomationSummary(row.automation, row.category)), total };
}
