import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import '@/styles/app.css';
import { preloadLazyComponentsIn } from '@/lib/lazy-component';
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
  void preloadPagesFor(appRoutes, window.location.pathname)
    .then(() => preloadLazyComponentsIn(rootElement))
    .catch(() => undefined)
    .then(() => hydrateRoot(rootElement, app()));
} else {
  createRoot(rootElement).render(app());
}
