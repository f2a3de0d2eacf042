import type { Database } from '../../platform/db/database';
import { analyticsEvents } from '../../platform/db/schema';

export function insertAnalyticsEvent(db: Database, values: typeof analyticsEvents.$inferInsert) {
  return db.insert(analyticsEvents).values(values);
}
