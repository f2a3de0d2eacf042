import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { ServerRender, ServerRenderResult } from '@basalt/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagePreloads, readBuildManifest } from './page-preloads';
import { renderPageBody } from './server-render';

const NON_PAGE_PREFIXES = ['/api/', '/sample-workflows/', '/dev/api/', '/health', '/ready'];

/** apps/web/dist, found from this file in development (src/...) and in the built server (dist/). */
export function webDistFolder(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 7; depth++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Fills the built index.html for one page (title, meta, structured data); features provide it, so
 * this shared layer knows nothing about pages.
 */
export type PageRenderer = (request: FastifyRequest, template: string) => Promise<{ statusCode: number; html: string }>;

export interface WebAppOptions {
  /** The page's head and status (features/seo). */
  renderPage?: PageRenderer;
  /** The web app's server rendering: the page's markup and data, for the public pages (decision 025). */
  serverRender?: ServerRender;
}

/**
 * Serves the built React app; any other path without a file extension gets index.html (client
 * routes), with the page's head from renderPage and, for public pages, its markup from serverRender.
 */
export async function registerWebApp(app: FastifyInstance, root: string, options: WebAppOptions = {}) {
  // Read once: the file only changes with a deploy, which restarts the process.
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  const manifest = readBuildManifest(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each hashed file (decision 033): sent as they are, by the
    // visitor's Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite puts a content hash in every file name under assets/, so they never change; anything
      // else (index.html, favicon) must be revalidated so a deploy is seen at once.
      const hashed = filePath.startsWith(join(root, 'assets'));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A shared cache must not give the brotli copy to a browser that asked for none.
      if (hashed) res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.split('/').pop() ?? '';
    if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) || lastSegment.includes('.')) {
      return reply.callNotFound();
    }
    reply.type('text/html; charset=utf-8').header('cache-control', pageCaching(request));
    const [page, body] = await Promise.all([
      renderHead(request, template, options.renderPage),
      options.serverRender ? renderBody(app, options.serverRender, request) : null,
    ]);
    // A page that is not found shows the app's own not-found view, rendered in the browser.
    if (!body || page.statusCode !== 200) return reply.status(page.statusCode).send(page.html);
    const preloads = manifest ? pagePreloads(manifest, body.modules ?? [], template) : '';
    return reply.status(page.statusCode).send(withBody(page.html, body, preloads));
  });
}

async function renderHead(request: FastifyRequest, template: string, renderPage?: PageRenderer) {
  if (!renderPage) return { statusCode: 200, html: template };
  try {
    return await renderPage(request, template);
  } catch (error) {
    // The page still works without its search-engine tags; the app loads its data itself.
    request.log.error({ err: error }, 'page head rendering failed; serving the plain app page');
    return { statusCode: 200, html: template };
  }
}

async function renderBody(app: FastifyInstance, render: ServerRender, request: FastifyRequest) {
  try {
    return await renderPageBody(app, render, request);
  } catch (error) {
    // The browser renders the page instead, as it does for signed-in screens.
    request.log.error({ err: error }, 'server rendering failed; the page renders in the browser');
    return null;
  }
}

/** The page's markup inside #root, its data block at the end of <body> and its chunks' preloads in <head>. */
function withBody(html: string, body: ServerRenderResult, preloads: string): string {
  // Replacer functions: a '$' in the markup (a price) must not be read as a replacement pattern.
  return html
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body.html}</div>`)
    .replace('</body>', () => `${body.data}</body>`);
}

/** Pages are revalidated on every visit; one rendered for a signed-in visitor is theirs alone. */
function pageCaching(request: FastifyRequest): string {
  return request.headers.cookie ? 'private, no-cache' : 'no-cache';
}
