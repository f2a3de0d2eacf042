import {
  automationIdPattern,
  type AutomationDetail,
  type AutomationSummary,
  type ListAutomationsQuery,
  type ListAutomationsResponse,
  type MarketplaceAutomation,
} from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import { encodeCursor } from '../../platform/http/page-cursor';
import type { automations } from '../../platform/db/schema';
import {
  findAutomation,
  listPublishedAutomations,
  type AutomationCardRow,
  type AutomationDetailRow,
} from './catalogue.queries';
import { FEW_RESULTS, searchCorrected } from './corrected-search';
import { toSearchTsQuery } from './search-query';

type AutomationRow = typeof automations.$inferSelect;

/** DESIGN D6: a success rate means something only after this many finished runs in 30 days. */
export const MIN_FINISHED_RUNS_FOR_SUCCESS_RATE = 10;

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

export function successRate(completed: number, failed: number): number | null {
  const finished = completed + failed;
  if (finished < MIN_FINISHED_RUNS_FOR_SUCCESS_RATE) return null;
  return Math.round((completed * 100) / finished);
}

function toMarketplaceAutomation(row: AutomationCardRow): MarketplaceAutomation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    category: row.categoryId && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    status: row.status,
    isFeatured: row.isFeatured,
    pricingModel: row.pricingModel,
    tokenCostPerRun: row.tokenCostPerRun,
    tokenCostPerMinute: row.tokenCostPerMinute === null ? null : Number(row.tokenCostPerMinute),
    maxDurationMinutes: row.maxDurationMinutes,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    successRate: successRate(Number(row.completed30d), Number(row.failed30d)),
    runsLast30Days: Number(row.completed30d) + Number(row.failed30d),
    temporarilyUnavailable: row.temporarilyUnavailable,
  };
}

export function toAutomationDetail(row: AutomationDetailRow): AutomationDetail {
  return {
    ...toMarketplaceAutomation(row),
    customFields: row.customFields,
    seoContent: row.seoContent,
    exampleInput: row.exampleInput,
    sampleOutput: row.sampleOutput,
    changelog: row.changelog.map((entry) => ({ ...entry, publishedAt: new Date(entry.publishedAt).toISOString() })),
  };
}

export async function listAutomations(db: Database, query: ListAutomationsQuery): Promise<ListAutomationsResponse> {
  const filter = {
    categoryName: query.category || undefined,
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  };
  const found = await listPublishedAutomations(db, { ...filter, tsQuery: toSearchTsQuery(query.q) });
  // A search that finds (almost) nothing is tried again with its typos corrected ("invoce").
  const corrected =
    query.q && found.total < FEW_RESULTS ? await searchCorrected(db, query.q, filter, found.total) : null;
  const { rows, total } = corrected ?? found;
  // Popularity and relevance have no stable key: the cursor is the offset of the next page.
  const next = query.offset + query.limit;
  return {
    automations: rows.map(toMarketplaceAutomation),
    total,
    nextCursor: next < total ? encodeCursor([next]) : null,
    correctedQuery: corrected?.query ?? null,
  };
}

/** Spec §5: an 8-4-4-4-12 hex value is looked up by id, anything else by slug. */
export function automationRef(ref: string): { id: string } | { slug: string } {
  return automationIdPattern.test(ref) ? { id: ref.toLowerCase() } : { slug: ref };
}

/** A published automation, or any automation for an admin; otherwise the same 404 as a missing one. */
export async function getAutomation(
  db: Database,
  ref: string,
  viewer: { isAdmin: boolean } | null,
): Promise<AutomationDetail> {
  const row = await findAutomation(db, automationRef(ref), { includeUnpublished: viewer?.isAdmin ?? false });
  if (!row) throw notFound('Automation not found');
  return toAutomationDetail(row);
}
