import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadLazyComponentsIn } from '@/lib/lazy-component';
import { createQueryClient } from '@/lib/query-client';
import { AppReadyMark } from './app-ready-mark';
import { replayEarlyTaps } from './early-input';
import { preloadPagesFor } from './lazy-route';
import { AppProviders } from './providers';
import { appRoutes, createAppRouter } from './router';
import { readServerState } from './server-state';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// entry-server.tsx renders the same tree, so that React's generated ids agree after hydration.
const app = () => (
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
      <AppReadyMark />
    </AppProviders>
  </StrictMode>
);

// A public page arrives rendered, with the data it was rendered with: React takes over that markup.
// Any other page arrives as the empty app page and renders here.
const serverState = readServerState();
if (serverState) {
  hydrate(queryClient, serverState);
  // Hydration needs the page's chunk and the lazy parts the server rendered (a chunk that fails to
  // load is fetched again by the page itself: hydrate in any case). The server's modulepreload links
  // have them on their way already (decision 047), so this waits for evaluation, not for a download.
  void preloadPagesFor(appRoutes, window.location.pathname)
    .then(() => preloadLazyComponentsIn(rootElement))
    .catch(() => undefined)
    .then(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding
      // the main thread for the whole page (issue 16's TBT); a tap on a part not yet hydrated makes
      // React hydrate that part at once and then handle the tap.
      startTransition(() => void hydrateRoot(rootElement, app()));
      replayEarlyTaps();
    });
} else {
  createRoot(rootElement).render(app());
  replayEarlyTaps();
}
