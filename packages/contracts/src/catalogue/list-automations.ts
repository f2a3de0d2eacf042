import { z } from 'zod';
import { cursorParam, nextCursor } from '../pagination';
import { automationStatus, pricingModel } from './automation-enums';
import { automationSorts } from './catalogue-choices';

/** Marketplace orders. popular: featured first, then most runs (with a search, best match first). */
export const automationSort = z.enum(automationSorts);
export type AutomationSort = z.infer<typeof automationSort>;

export const listAutomationsQuery = z.object({
  /** Full-text search over name, category and description; the last word also matches as a prefix. */
  q: z.string().trim().max(200).optional(),
  /** A category name, as in the marketplace URL (/marketplace?category=Sales). */
  category: z.string().trim().max(100).optional(),
  sort: automationSort.default('popular'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
  /** Takes the place of offset: the nextCursor of the previous page. */
  cursor: cursorParam,
});
export type ListAutomationsQuery = z.infer<typeof listAutomationsQuery>;
/** What a client sends; every field has a server default. */
export type ListAutomationsParams = Partial<ListAutomationsQuery>;

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

/**
 * A marketplace card. successRate (0-100, whole percent) is the real 30-day rate, present only once
 * the automation has 10 finished runs in that window (DESIGN D6); null means show no badge.
 */
export const marketplaceAutomation = automationSummary.extend({
  successRate: z.number().int().min(0).max(100).nullable(),
  /** Finished runs (completed or failed, DESIGN D6) started in the last 30 days. */
  runsLast30Days: z.number().int().min(0),
  maxDurationMinutes: z.number().int(),
  /** When its live version was published (DESIGN D19); the last edit for one never published. */
  updatedAt: z.iso.datetime(),
  /** Paused after repeated failures (DESIGN D18): shown as temporarily unavailable, runs refused. */
  temporarilyUnavailable: z.boolean(),
});
export type MarketplaceAutomation = z.infer<typeof marketplaceAutomation>;

export const listAutomationsResponse = z.object({
  automations: z.array(marketplaceAutomation),
  total: z.number().int(),
  nextCursor,
  /**
   * The words the results are for when `q` found fewer than 3 automations and its typos, corrected
   * to the catalogue's nearest words, found more ("invoce" → "invoice"); null when they are for `q`.
   * The server always sends it; optional, like nextCursor, so that clients written before still parse.
   */
  correctedQuery: z.string().nullable().optional(),
});
export type ListAutomationsResponse = z.infer<typeof listAutomationsResponse>;
