import type { RecordAnalyticsEventBody } from '@basalt/contracts';

/**
 * Fire and forget: analytics must never slow a page or show an error. keepalive lets the request
 * finish when the visitor is already leaving. No cookies are set for it (DESIGN D9).
 */
export function recordAnalyticsEvent(event: RecordAnalyticsEventBody): void {
  void fetch('/api/analytics/events', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}
