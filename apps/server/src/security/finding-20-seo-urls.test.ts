import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations } from '../platform/db/schema';
import { createSignedInUser } from '../test/auth-helpers';
import { createAutomation, createCategory } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestWebRoot } from '../features/seo/seo-test-page';

/**
 * Finding 20 (issue 38, item 12): the addresses an admin sets for an automation's public page (its
 * image, which becomes og:image and the JSON-LD image, and each statistic's source link) took any
 * string, so "javascript:alert(document.cookie)" was saved and served to every visitor. Only web
 * addresses (http, https, or a path on Basalt) are saved now, and a row saved before never reaches
 * the page's head.
 */
describe('finding 20: the public page takes only web addresses from the editor', () => {
  let t: TestApp;
  let cookie: string;
  let categoryId: string;
  beforeAll(async () => {
    t = await createTestApp({ webRoot: createTestWebRoot() });
    ({ cookie } = await createSignedInUser(t, { admin: true }));
    categoryId = (await createCategory(t.database.db)).id;
  });
  afterAll(() => t.close());

  const save = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/automations',
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: {
        name: 'Invoice Extractor',
        description: 'Reads invoices',
        categoryId,
        // A draft needs no workflow yet (and a made-up host would fail its DNS check).
        webhookUrl: '',
        customFields: [],
        slug: '',
        status: 'draft',
        pricingModel: 'per_run',
        tokenCostPerRun: 25,
        tokenCostPerMinute: 3,
        maxDurationMinutes: 15,
        imageUrl: '',
        seoContent: {},
        ...overrides,
      },
    });
  const statistic = (url: string) => ({
    seoContent: { statistics: [{ stat: '90%', description: 'faster', source: 'A study', url }] },
  });

  it.each([
    ['a javascript: image', { imageUrl: 'javascript:alert(document.cookie)' }, 'imageUrl'],
    ['a data: image', { imageUrl: 'data:text/html,<script>alert(1)</script>' }, 'imageUrl'],
    ['an image on another host written as //host', { imageUrl: '//attacker.example/x.png' }, 'imageUrl'],
    ['a javascript: statistic source', statistic('javascript:alert(1)'), 'seoContent.statistics.0.url'],
    ['a statistic source that is no URL', statistic('see the report'), 'seoContent.statistics.0.url'],
  ])('%s answers 422 naming the field', async (_name, overrides, path) => {
    const response = await save(overrides);
    expect(response.statusCode).toBe(422);
    const { error } = response.json<{ error: { message: string; details: { path: string }[] } }>();
    expect(error.details[0]!.path).toBe(`body.${path}`);
    expect(error.message).toMatch(/https?:\/\//);
  });

  it.each([
    ['an https image', { imageUrl: 'https://cdn.example/invoice.png' }],
    ['an image on Basalt', { imageUrl: '/images/invoice.png' }],
    ['an https statistic source', statistic('https://research.example/report')],
  ])('%s is saved', async (_name, overrides) => {
    const response = await save(overrides);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('an image saved before the rule as javascript: or no URL is left out of the page head', async () => {
    for (const imageUrl of ['javascript:alert(1)', 'http://[not a host']) {
      const automation = await createAutomation(t.database.db, { status: 'published', categoryId });
      await t.database.db.update(automations).set({ imageUrl }).where(eq(automations.id, automation.id));
      const page = await t.app.inject({ url: `/basalt/${automation.slug}`, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('og:image');
      expect(page.body).not.toContain('javascript:');
    }
  });
});
