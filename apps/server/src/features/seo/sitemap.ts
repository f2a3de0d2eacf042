import type { Database } from '../../platform/db/database';
import { escapeHtml } from './html';
import { automationPath } from './automation-text';
import { listPublishedAutomationUrls } from './seo.queries';
import { disallowedPrefixes, publicPages } from './static-pages';
import { pageMeta } from '@basalt/contracts';

/** Pages whose content is the catalogue: they change when an automation does. */
const cataloguePages = new Set(['/', '/marketplace', '/use-cases']);

export async function buildSitemap(db: Database, origin: string): Promise<string> {
  const automations = await listPublishedAutomationUrls(db);
  const latest = automations.reduce<Date | null>(
    (max, a) => (max === null || a.updatedAt > max ? a.updatedAt : max),
    null,
  );
  const url = (path: string, lastmod: Date | null) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  const pages = Object.entries(publicPages)
    .filter(([, key]) => !('noindex' in pageMeta[key]))
    .map(([path]) => url(path, cataloguePages.has(path) ? latest : null));
  const automationUrls = automations.map((a) => url(automationPath(a), a.updatedAt));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...automationUrls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
