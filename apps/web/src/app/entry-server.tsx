import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerRender, ServerRenderRequest } from '@basalt/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { setApiTransport } from '@/lib/api-client';
import { lazyPartSources, preloadLazyComponents } from '@/lib/lazy-component';
import { AppReadyMark } from './app-ready-mark';
import { lazyRouteSources, preloadLazyRoutes } from './lazy-route';
import { AppProviders } from './providers';
import { appRoutes } from './router';
import { isServerRendered } from './server-rendered';
import { serverStateScript } from './server/server-state-script';
import { renderWithQueries } from './server/render-with-queries';

// Each page's API calls go to the server that asked for that page, with that visitor's cookies.
const requestFetch = new AsyncLocalStorage<ServerRenderRequest['fetch']>();
setApiTransport((url, init) => {
  const fetchForPage = requestFetch.getStore();
  if (!fetchForPage) throw new Error('An API call outside a server render');
  return fetchForPage(url, init);
});

// Lazy pages are loaded once, so that the server renders every page in one synchronous pass.
const pagesLoaded = preloadLazyRoutes().then(preloadLazyComponents);
const { query, dataRoutes } = createStaticHandler(appRoutes);

/** The built server calls this for every page request (see ServerRender in @basalt/contracts). */
export const render: ServerRender = async (request) => {
  await pagesLoaded;
  const context = await query(new Request(new URL(request.url, 'http://basalt.local')));
  // The routes have no loaders or actions, so the handler never answers with a redirect itself.
  if (context instanceof Response || !isServerRendered(context.matches.map((match) => match.route))) return null;
  const router = createStaticRouter(dataRoutes, context);
  const { html, state } = await requestFetch.run(request.fetch, () =>
    renderWithQueries((queryClient) =>
      renderToString(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            {/* The browser's tree has this sibling (main.tsx). React's generated ids (useId) follow the
                tree's shape, and hydration keeps the server's attributes: without it every id differs
                and labels such as a dialog's aria-labelledby point at nothing. */}
            <AppReadyMark />
          </AppProviders>
        </StrictMode>,
      ),
    ),
  );
  // The page's chunk and its parts' (the run panel, for a signed-in visitor), for the server to preload.
  const modules = [...lazyRouteSources(context.matches.map((match) => match.route)), ...lazyPartSources(html)];
  return { html, data: serverStateScript(state), modules };
};
