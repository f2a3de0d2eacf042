import { useEffect } from 'react';

/**
 * Marks <html data-app-ready> once React has taken over the page (hydrated the server's markup or
 * rendered the app page): from then on controls answer. Browser journeys wait for it.
 */
export function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
