import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { preloadLazyComponentsIn } from '@/lib/lazy-component';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { createQueryClient } from '@/lib/query-client';
import { AppReadyMark } from './app-ready-mark';
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
  // A chunk that fails to load is fetched again by the page itself; hydrate in any case. The page's
  // chunk declares its lazy parts, so those load after it.
  // Each step evaluates a chunk in one task; yielding between them keeps those tasks short.
  void preloadPagesFor(appRoutes, window.location.pathname)
    .then(yieldToBrowser)
    .then(() => preloadLazyComponentsIn(rootElement))
    .catch(() => undefined)
    .then(yieldToBrowser)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: a phone answers a tap while it runs (issue 16's TBT).
    .then(() => startTransition(() => void hydrateRoot(rootElement, app())));
} else {
  createRoot(rootElement).render(app());
}
