import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/**
 * Serves the built React app; any other path without a file extension gets index.html (client
 * routes), filled in by renderPage when one is given.
 */
export async function registerWebApp(app: FastifyInstance, root: string, options: { renderPage?: PageRenderer } = {}) {
  // Read once: the file only changes with a deploy, which restarts the process.
  const template = readFileSync(join(root, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Vite puts a content hash in every file name under assets/, so they never change; anything
      // else (index.html, favicon) must be revalidated so a deploy is seen at once.
      const hashed = filePath.startsWith(join(root, 'assets'));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const lastSegment = path.split('/').pop() ?? '';
    if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) || lastSegment.includes('.')) {
      return reply.callNotFound();
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!options.renderPage) return reply.send(template);
    try {
      const page = await options.renderPage(request, template);
      return reply.status(page.statusCode).send(page.html);
    } catch (error) {
      // The page still works without its search-engine tags; the app loads its data itself.
      request.log.error({ err: error }, 'page head rendering failed; serving the plain app page');
      return reply.send(template);
    }
  });
}
