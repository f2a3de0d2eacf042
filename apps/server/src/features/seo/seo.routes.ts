import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { CatalogueReader } from '../catalogue';
import { renderDocument } from './page-head';
import { resolvePage } from './resolve-page';
import { buildRobots, buildSitemap } from './sitemap';
import type { PlatformDeps } from '../../platform/platform-deps';

export function registerSeo(app: FastifyInstance, { db, config }: Pick<PlatformDeps, 'db' | 'config'>) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await buildSitemap(db, config.PUBLIC_URL)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(config.PUBLIC_URL)),
  );
}

/** The web app's page renderer: the built index.html with the head of the page asked for. */
export function createPageRenderer(deps: { db: Database; config: Config; catalogue: CatalogueReader }) {
  const { config } = deps;
  return async (request: FastifyRequest, template: string) => {
    const url = new URL(request.url, 'http://basalt.local');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    const head = await resolvePage(deps, path, url.searchParams);
    return { statusCode: head.status, html: renderDocument(template, head, config.PUBLIC_URL) };
  };
}
