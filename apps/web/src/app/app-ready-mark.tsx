import { useEffect } from 'react';
import { replayEarlyFields } from './early-input';

/**
 * Marks <html data-app-ready> once React has taken over the page (hydrated the server's markup or
 * rendered the app page): from then on controls answer. Fields changed before then are handed to
 * React now (early-input.ts). Browser journeys and the bench wait for the mark.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    // The bench's "FCP → interactive" (scripts/bench/interactive.ts) reads this mark.
    performance.mark('basalt-app-ready');
    // After this commit, not inside it: a change may navigate, which the router takes only once
    // it has settled.
    const replay = setTimeout(replayEarlyFields);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
