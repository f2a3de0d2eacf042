import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, runWorkflow } from '../testing/run-workflow';

const app = buildTestApp();
afterAll(() => app.close());

const content = `Spreadsheets collect mess over time. A CSV cleaner fixes header names, trims stray spaces and removes duplicate rows before you import the file anywhere else. ${'Clean data means fewer failed imports and better reports. '.repeat(20)}`;

describe('SEO meta generator', () => {
  it('writes a meta title and description within the search engine limits', async () => {
    const { status, body } = await runWorkflow(app, 'seo-meta-generator', {
      page_title: 'How to tidy a messy spreadsheet export in five minutes flat, step by step',
      page_content: content,
      target_keyword: 'CSV cleaner',
    });
    expect(status).toBe(200);
    expect(body.meta_title.length).toBeLessThanOrEqual(60);
    expect(body.meta_title).toMatch(/^CSV cleaner – How to tidy/);
    expect(body.meta_description.length).toBeLessThanOrEqual(160);
    expect(body.meta_description).toMatch(/^A CSV cleaner fixes header names/);
    expect(body.slug).toBe('csv-cleaner');
    expect(body.keyword_occurrences).toBe(1);
  });

  it('builds the slug from the title when it holds the keyword', async () => {
    const { body } = await runWorkflow(app, 'seo-meta-generator', {
      page_title: 'Café Menu Pricing: A Guide',
      page_content: content,
      target_keyword: 'menu pricing',
    });
    expect(body.slug).toBe('cafe-menu-pricing-a-guide');
    expect(body.meta_description).toMatch(/^Menu pricing: /);
  });
});
