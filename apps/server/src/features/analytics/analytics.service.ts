import type { RecordAnalyticsEventBody } from '@basalt/contracts';
import type { Database } from '../../platform/db/database';
import { insertAnalyticsEvent } from './analytics.queries';

/** Query strings and fragments can hold search terms or tokens; the pages are what we count. */
function withoutQuery(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/** The page a visitor came from, as origin and path only, or null for none or nonsense. */
function referrerPage(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/** DESIGN D9: first-party and cookie-less; the only identity kept is a signed-in user's id. */
export async function recordAnalyticsEvent(db: Database, event: RecordAnalyticsEventBody, userId: string | null) {
  await insertAnalyticsEvent(db, {
    name: event.name,
    path: withoutQuery(event.path),
    automationId: event.name === 'automation_viewed' ? event.automationId : null,
    userId,
    referrer: referrerPage(event.referrer),
  });
}
