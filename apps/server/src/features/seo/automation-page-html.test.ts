import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations } from '../../platform/db/schema';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishTestVersion } from '../../test/versions-test-kit';
import { canonicalOf, createTestWebRoot, isNoindex, jsonLdOf, titleOf } from './seo-test-page';

describe('automation pages as search engines read them (no JavaScript)', () => {
  let t: TestApp;
  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });
  beforeAll(async () => {
    t = await createTestApp({ seed: true, webRoot: createTestWebRoot() });
  });
  afterAll(() => t.close());

  it('a seeded automation page carries its title, description, canonical URL and Open Graph', async () => {
    const [csv] = await t.database.db.select().from(automations).where(eq(automations.slug, 'csv-data-cleaner'));
    const response = await page(`/automation/${csv!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(titleOf(html)).toBe(csv!.seoContent.meta!.title);
    expect(html).not.toContain('Basalt — generic');
    expect(html).not.toContain('Generic description.');
    expect(html).toContain(`<meta name="description" content="${csv!.seoContent.meta!.description}" />`);
    expect(canonicalOf(html)).toBe(`${t.config.PUBLIC_URL}/basalt/csv-data-cleaner`);
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(`<meta property="og:url" content="${t.config.PUBLIC_URL}/basalt/csv-data-cleaner" />`);
    expect(isNoindex(html)).toBe(false);
  });

  it('its JSON-LD holds a Product with a USD Offer from the token price, a FAQPage and a HowTo', async () => {
    const [csv] = await t.database.db.select().from(automations).where(eq(automations.slug, 'csv-data-cleaner'));
    const blocks = jsonLdOf((await page('/basalt/csv-data-cleaner')).body);
    expect(blocks.map((b) => b['@type'])).toEqual(['Product', 'FAQPage', 'HowTo', 'WebPage']);
    const [product, faq, howTo] = blocks;
    // 10 tokens per run at the Bucket's $10 for 100 tokens (D1).
    expect(product!.offers).toMatchObject({ '@type': 'Offer', price: '1.00', priceCurrency: 'USD' });
    expect(product).toMatchObject({ name: 'CSV Data Cleaner', category: 'Data Processing', sku: csv!.id });
    expect(faq!.mainEntity).toHaveLength(csv!.seoContent.faqs!.length);
    expect(faq!.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: csv!.seoContent.faqs![0]!.question,
      acceptedAnswer: { '@type': 'Answer', text: csv!.seoContent.faqs![0]!.answer },
    });
    expect(howTo!.step.map((s: { name: string }) => s.name)).toEqual(csv!.seoContent.howToSteps!.map((s) => s.title));
  });

  it('its JSON-LD WebPage carries dateModified: when the live version was published (issue 40)', async () => {
    const automation = await createAutomation(t.database.db, { createdAt: new Date('2025-12-01T08:00:00Z') });
    await publishTestVersion(t.database.db, automation.id, {
      note: 'Reads totals',
      publishedAt: new Date('2026-02-03T10:15:00Z'),
    });
    const html = (await page(`/basalt/${automation.slug}`)).body;
    expect(jsonLdOf(html).find((block) => block['@type'] === 'WebPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: automation.name,
      url: `${t.config.PUBLIC_URL}/basalt/${automation.slug}`,
      datePublished: '2025-12-01T08:00:00.000Z',
      dateModified: '2026-02-03T10:15:00.000Z',
    });
  });

  it('a per-minute automation offers a price per minute', async () => {
    const automation = await createAutomation(t.database.db, {
      pricingModel: 'per_minute',
      tokenCostPerRun: null,
      tokenCostPerMinute: 2.5,
    });
    const [product] = jsonLdOf((await page(`/basalt/${automation.slug}`)).body);
    expect(product!.offers.price).toBe('0.25');
    expect(product!.offers.priceSpecification).toEqual([
      expect.objectContaining({ '@type': 'UnitPriceSpecification', price: '0.25', unitCode: 'MIN' }),
    ]);
  });

  it('an automation without a slug is canonical at its id', async () => {
    const automation = await createAutomation(t.database.db, { slug: null });
    expect(canonicalOf((await page(`/automation/${automation.id}`)).body)).toBe(
      `${t.config.PUBLIC_URL}/automation/${automation.id}`,
    );
  });

  it('text from the catalogue cannot break out of the JSON-LD script or the markup', async () => {
    const name = '</script><script>alert(1)</script>';
    const automation = await createAutomation(t.database.db, { name, description: '<img src=x onerror=alert(2)>' });
    const html = (await page(`/basalt/${automation.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(jsonLdOf(html)[0]!.name).toBe(name);
  });

  it('a draft or missing automation answers 404, noindex, without revealing the draft', async () => {
    const draft = await createAutomation(t.database.db, { status: 'draft', name: 'Secret draft automation' });
    for (const url of [`/basalt/${draft.slug}`, `/automation/${draft.id}`, '/basalt/no-such-automation']) {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(isNoindex(response.body)).toBe(true);
      expect(response.body).not.toContain('Secret draft');
      expect(jsonLdOf(response.body)).toEqual([]);
      expect(response.body).toContain('<div id="root">');
    }
  });
});
