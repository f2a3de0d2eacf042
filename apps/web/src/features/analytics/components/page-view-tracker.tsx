import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordAnalyticsEvent } from '../api/record-analytics-event';

/** Spec: a page view on every route change. Filter changes on one page (?q=...) are not new pages. */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const firstView = useRef(true);

  useEffect(() => {
    // Only the first page of a visit has a meaningful referrer; later ones would name our own pages.
    const referrer = firstView.current && document.referrer ? document.referrer : undefined;
    firstView.current = false;
    recordAnalyticsEvent({ name: 'page_view', path: pathname, referrer });
  }, [pathname]);

  return null;
}
