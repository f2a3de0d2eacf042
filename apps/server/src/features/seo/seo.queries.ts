import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { automations } from '../../platform/db/schema';

/** Every published automation's address parts and last change, for the sitemap. */
export function listPublishedAutomationUrls(db: Database) {
  return db
    .select({ id: automations.id, slug: automations.slug, updatedAt: automations.updatedAt })
    .from(automations)
    .where(and(eq(automations.status, 'published'), isNull(automations.deletedAt)))
    .orderBy(asc(automations.createdAt), asc(automations.id));
}
