import {
  getAutomationResponse,
  listAutomationsResponse,
  type GetAutomationResponse,
  type ListAutomationsQuery,
  type ListAutomationsResponse,
} from '@basalt/contracts';
import { ResponseCache } from '../../platform/cache/response-cache';
import { PrecompressedJson } from '../../platform/http/precompressed-json';
import type { Database } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime';
import { findAutomation } from './catalogue.queries';
import { automationRef, listAutomations, toAutomationDetail } from './catalogue.service';
import { toSearchTsQuery } from './search-query';

/** Channel the catalogue triggers NOTIFY on (drizzle/0008): any automation or category change. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/** A public answer, kept both as data and as the bytes sent, so a cached answer costs no serialization or compression. */
export interface CachedAnswer<T> {
  body: T;
  /** UTF-8 JSON of `body` and its compressed copies: sent as they are. */
  payload: PrecompressedJson;
  /** Until when the cache serves it without a refresh (answers kept by URL are kept no longer). */
  freshUntil: number;
}
export type ListPage = CachedAnswer<ListAutomationsResponse>;
export type AutomationPage = CachedAnswer<GetAutomationResponse>;

/** Thrown inside a load so that ResponseCache keeps no entry for it: a missing page is never cached. */
class NotPublished extends Error {}

/**
 * The public list and automation pages, the same for every visitor, so they are served from memory.
 * Catalogue edits clear both caches in every process through NOTIFY; run counts and success badges
 * refresh within `cacheSeconds` (docs/decisions/011-marketplace-search-popularity-and-cache.md).
 */
export class CatalogueReader {
  private readonly lists: ResponseCache<ListPage>;
  private readonly pages: ResponseCache<AutomationPage>;

  constructor(
    private readonly db: Database,
    readonly cacheSeconds: number,
  ) {
    this.lists = new ResponseCache(cacheSeconds * 1000);
    this.pages = new ResponseCache(cacheSeconds * 1000, 2000);
  }

  list(query: ListAutomationsQuery): Promise<ListPage> {
    // Queries that search for the same words share a page ("CSV  clean" and "csv clean").
    const key = JSON.stringify([toSearchTsQuery(query.q), query.category ?? '', query.sort, query.limit, query.offset]);
    return this.lists.get(key, async () =>
      this.answer(listAutomationsResponse.parse(await listAutomations(this.db, query))),
    );
  }

  /** A published automation's page by id or slug; null when there is none (drafts are never cached). */
  async automation(ref: string): Promise<AutomationPage | null> {
    const match = automationRef(ref);
    const key = 'id' in match ? `id:${match.id}` : `slug:${match.slug}`;
    try {
      return await this.pages.get(key, async () => {
        const row = await findAutomation(this.db, match, { includeUnpublished: false });
        if (!row) throw new NotPublished();
        return this.answer(getAutomationResponse.parse({ automation: toAutomationDetail(row) }));
      });
    } catch (error) {
      if (error instanceof NotPublished) return null;
      throw error;
    }
  }

  private answer<T>(body: T): CachedAnswer<T> {
    return { body, payload: PrecompressedJson.of(body), freshUntil: Date.now() + this.cacheSeconds * 1000 };
  }

  /**
   * Clears the caches on every catalogue change notice, and calls `onChange` (caches of answers kept
   * elsewhere); returns the way to stop listening.
   */
  async followChanges(realtime: RealtimeHub, onChange: () => void = () => {}): Promise<() => void> {
    if (this.cacheSeconds === 0) return () => {};
    const clear = () => {
      this.lists.clear();
      this.pages.clear();
      onChange();
    };
    // Notices sent while the connection was down are lost: start again from the database.
    realtime.onReconnect(clear);
    return realtime.subscribe(CATALOGUE_CHANGED_CHANNEL, clear);
  }
}
