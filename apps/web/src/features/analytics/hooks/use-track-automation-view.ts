import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recordAnalyticsEvent } from '../api/record-analytics-event';

/** One automation_viewed event per automation page visit, once its record has loaded. */
export function useTrackAutomationView(automationId: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (automationId) recordAnalyticsEvent({ name: 'automation_viewed', path: pathname, automationId });
    // The path is context for the event, not a reason to send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [automationId]);
}
