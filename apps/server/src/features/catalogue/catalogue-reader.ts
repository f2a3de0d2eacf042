import { listAutomationsResponse, type ListAutomationsQuery, type ListAutomationsResponse } from '@basalt/contracts';
import { ResponseCache } from '../../platform/cache/response-cache';
import type { Database } from '../../platform/db/database';
import type { RealtimeHub } from '../../platform/realtime';
import { listAutomations } from './catalogue.service';
import { toSearchTsQuery } from './search-query';

/** Channel the catalogue triggers NOTIFY on (drizzle/0008): any automation or category change. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

export interface ListPage {
  body: ListAutomationsResponse;
  /** The serialized body, so a cached page costs no serialization either. */
  json: string;
}

/**
 * The public list, the same for every visitor, so it is served from memory. Catalogue edits clear the
 * cache in every process through NOTIFY; run counts and success badges refresh within `cacheSeconds`
 * (docs/decisions/011-marketplace-search-popularity-and-cache.md).
 */
export class CatalogueReader {
  private readonly cache: ResponseCache<ListPage>;

  constructor(
    private readonly db: Database,
    readonly cacheSeconds: number,
  ) {
    this.cache = new ResponseCache(cacheSeconds * 1000);
  }

  list(query: ListAutomationsQuery): Promise<ListPage> {
    // Queries that search for the same words share a page ("CSV  clean" and "csv clean").
    const key = JSON.stringify([toSearchTsQuery(query.q), query.category ?? '', query.sort, query.limit, query.offset]);
    return this.cache.get(key, async () => {
      const body = listAutomationsResponse.parse(await listAutomations(this.db, query));
      return { body, json: JSON.stringify(body) };
    });
  }

  /** Clears the cache on every catalogue change notice; returns the way to stop listening. */
  async followChanges(realtime: RealtimeHub): Promise<() => void> {
    if (this.cacheSeconds === 0) return () => {};
    // Notices sent while the connection was down are lost: start again from the database.
    realtime.onReconnect(() => this.cache.clear());
    return realtime.subscribe(CATALOGUE_CHANGED_CHANNEL, () => this.cache.clear());
  }
}
