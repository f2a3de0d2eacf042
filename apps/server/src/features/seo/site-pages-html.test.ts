import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { canonicalOf, createTestWebRoot, isNoindex, jsonLdOf, titleOf } from './seo-test-page';

describe('public pages as search engines read them', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  beforeAll(async () => {
    t = await createTestApp({ seed: true, webRoot: createTestWebRoot() });
  });
  afterAll(() => t.close());

  it('the home page names the organisation and the site search', async () => {
    const html = (await page('/')).body;
    expect(titleOf(html)).toBe('Basalt — Pre-Built Automations, Pay-Per-Use Pricing');
    expect(canonicalOf(html)).toBe(`${t.config.PUBLIC_URL}/`);
    const [org, site] = jsonLdOf(html);
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Basalt', url: `${t.config.PUBLIC_URL}/` });
    expect(site).toMatchObject({ '@type': 'WebSite' });
    expect(site!.potentialAction.target.urlTemplate).toBe(`${t.config.PUBLIC_URL}/marketplace?q={search_term_string}`);
  });

  it('the marketplace lists its first 20 automations as an ItemList, and /browse points to it', async () => {
    for (let i = 0; i < 10; i++) await createAutomation(t.database.db);
    const marketplace = (await page('/marketplace')).body;
    const [list] = jsonLdOf(marketplace);
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 20 });
    expect(list!.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
    expect(list!.itemListElement[0].url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/basalt/`));
    expect(canonicalOf((await page('/browse?category=Sales')).body)).toBe(`${t.config.PUBLIC_URL}/marketplace`);
    const sales = jsonLdOf((await page('/marketplace?category=Sales')).body)[0]!;
    const salesApi = (await t.app.inject('/api/automations?category=Sales')).json() as { total: number };
    expect(sales.numberOfItems).toBe(salesApi.total);
    expect(salesApi.total).toBeGreaterThan(0);
  });

  it('the FAQ page carries its questions, with prices from the token packages', async () => {
    const html = (await page('/faq')).body;
    const [faq] = jsonLdOf(html) as Array<{
      '@type': string;
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    }>;
    expect(faq!['@type']).toBe('FAQPage');
    const price = faq!.mainEntity.find((q) => q.name === 'How much do tokens cost?');
    expect(price!.acceptedAnswer.text).toContain('Vault — 500 tokens for $50');
  });

  it.each([
    ['/about', 'About Us — Basalt'],
    ['/use-cases', 'Use Cases by Industry — Basalt'],
    ['/changelog', 'Changelog — Basalt'],
    ['/request-custom', 'Request a Custom Automation — Basalt'],
  ])('%s has its own title and canonical URL and may be indexed', async (url, title) => {
    const html = (await page(url)).body;
    expect(titleOf(html)).toBe(title);
    expect(canonicalOf(html)).toBe(`${t.config.PUBLIC_URL}${url}`);
    expect(isNoindex(html)).toBe(false);
  });

  it.each(['/terms', '/privacy', '/dashboard', '/dashboard/tokens', '/admin/users', '/profile', '/login'])(
    '%s is kept out of search results',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(isNoindex(response.body)).toBe(true);
    },
  );

  it('sitemap.xml lists the public pages and every published automation with its last change', async () => {
    const draft = await createAutomation(t.database.db, { status: 'draft' });
    const published = await createAutomation(t.database.db);
    const response = await t.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const xml = response.body;
    for (const path of ['/', '/marketplace', '/about', '/use-cases', '/faq', '/changelog', '/request-custom']) {
      expect(xml).toContain(`<loc>${t.config.PUBLIC_URL}${path}</loc>`);
    }
    expect(xml).not.toContain('/terms');
    expect(xml).toContain(
      `<url><loc>${t.config.PUBLIC_URL}/basalt/${published.slug}</loc><lastmod>${published.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(`/basalt/csv-data-cleaner</loc><lastmod>`);
    expect(xml).not.toContain(draft.slug!);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of account and admin pages', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    for (const prefix of ['/admin', '/dashboard', '/my-automations', '/automation-history', '/profile']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContain(`Sitemap: ${t.config.PUBLIC_URL}/sitemap.xml`);
  });
});
