import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';

describe('a visitor in the marketplace', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  beforeAll(async () => {
    // The page's origin must be PUBLIC_URL, or the same-origin guard refuses its POSTs (analytics).
    const port = String(await freePort());
    basalt = await spawnBasalt({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    await waitUntilReady(basalt);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  async function openPage(path: string, timezoneId?: string): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${basalt.url}${path}`);
    return { page, problems };
  }
  const cardNames = (page: Page) => page.getByTestId('marketplace-card').getByRole('heading').allTextContents();

  it('searches, filters by category, opens an automation and meets the sign-up wall; Back keeps the filter', async () => {
    const { page, problems } = await openPage('/marketplace');
    await page.getByTestId('marketplace-card').first().waitFor();
    const catalogue = (await (await fetch(`${basalt.url}/api/automations`)).json()) as { total: number };
    expect(await page.getByTestId('marketplace-card').count()).toBe(Math.min(catalogue.total, 24));

    await page.getByRole('searchbox', { name: 'Search automations' }).fill('summarizing');
    await page.waitForURL(/\?q=summarizing$/);
    await expect.poll(() => cardNames(page)).toEqual(['Article Summarizer']);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Data Processing');
    await page.waitForURL(/\?category=Data\+Processing$/);
    await expect.poll(() => cardNames(page)).toEqual(['CSV Data Cleaner']);
    await saveScreenshot(page, 'marketplace-filtered');

    await page.getByRole('link', { name: 'CSV Data Cleaner' }).click();
    await page.waitForURL(`${basalt.url}/basalt/csv-data-cleaner`);
    await page.getByRole('link', { name: 'Sign up to use this automation' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('CSV Data Cleaner');
    await page.getByRole('heading', { name: 'Pricing' }).waitFor();
    await page.getByText('10 tokens per run, about $1.00.').waitFor();
    expect(await page.title()).toBe('CSV Data Cleaner: Remove Duplicates, Fix Headers');
    await saveScreenshot(page, 'automation-sign-up-wall');

    await page.goBack();
    await page.waitForURL(/\/marketplace\?category=Data\+Processing$/);
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('Data Processing');
    await expect.poll(() => cardNames(page)).toEqual(['CSV Data Cleaner']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('clicking a card opens the sign-in dialog, whose Sign In leaves for the login page', async () => {
    const { page, problems } = await openPage('/browse?sort=name_asc');
    const first = page.getByTestId('marketplace-card').first();
    await first.waitFor();
    expect(await first.getByRole('heading').textContent()).toBe('Article Summarizer');
    await first.locator('p').first().click();

    const dialog = page.getByRole('dialog', { name: 'Article Summarizer' });
    await dialog.getByText('Sign in to use this automation and unlock all features').waitFor();
    await saveScreenshot(page, 'marketplace-sign-in-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await first.getByRole('link', { name: /View Details/ }).click();
    const signIn = dialog.getByRole('link', { name: 'Sign In' });
    expect(await signIn.getAttribute('href')).toBe('/login?next=%2Fbasalt%2Farticle-summarizer');
    await signIn.click();
    await page.waitForURL((url) => url.pathname !== '/browse');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a typo finds what was meant and says which words it searched for; a visitor far from UTC reads the same dates (issue 41)', async () => {
    const { automations } = (await (await fetch(`${basalt.url}/api/automations?q=csv+data+cleaner`)).json()) as {
      automations: { updatedAt: string }[];
    };
    const updated = new Date(automations[0]!.updatedAt).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    // UTC+14: a date written in the browser's zone would differ from the server's for most of the day.
    const { page, problems } = await openPage('/marketplace?q=csv+clener', 'Pacific/Kiritimati');
    const note = page.getByTestId('corrected-query');
    await note.waitFor();
    expect(await note.textContent()).toBe('No automations match “csv clener”. Showing results for “csv cleaner”.');
    expect(await cardNames(page)).toEqual(['CSV Data Cleaner']);
    expect(await page.getByTestId('marketplace-card').getByTestId('automation-trust').textContent()).toContain(
      `Updated ${updated}`,
    );
    // The server rendered this page; React has now taken it over (hydrated) without complaint.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'marketplace-typo-corrected');

    await page.getByRole('searchbox', { name: 'Search automations' }).fill('qwertyuiop');
    await page.getByRole('heading', { name: 'No automations found' }).waitFor();
    // A hydration mismatch is a console error in React 19's production build.
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an automation page reads the same without JavaScript: title, canonical and structured data', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${basalt.url}/basalt/article-summarizer`);
    expect(await page.title()).toBe((await page.locator('title').textContent()) ?? '');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/basalt\/article-summarizer$/);
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type']),
      );
    expect(types).toEqual(['Product', 'FAQPage', 'HowTo', 'WebPage']);
    expect(await page.locator('h1').textContent()).toBe('Article Summarizer');
    await context.close();
  });
});
