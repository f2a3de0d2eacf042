import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';

describe('a visitor on the home page', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    basalt = await spawnBasalt();
    await waitUntilReady(basalt);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('sees popular automations from the seeded catalogue, in the dark theme by default', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));

    const api = (await (await fetch(`${basalt.url}/api/automations?limit=3`)).json()) as {
      automations: { name: string }[];
    };
    expect(api.automations).toHaveLength(3);

    await page.goto(basalt.url);
    for (const automation of api.automations) {
      await page.getByRole('heading', { name: automation.name }).first().waitFor({ timeout: 10_000 });
    }
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await saveScreenshot(page, 'home-dark');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to the light theme and finds it kept after a reload', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(basalt.url);
    await page
      .getByRole('button', { name: /switch to light theme/i })
      .first()
      .click();
    await page.reload();
    await page
      .getByRole('button', { name: /switch to dark theme/i })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await saveScreenshot(page, 'home-light');
    await context.close();
  });

  it('an unknown path brings the visitor back to the home page', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${basalt.url}/no/such/page`);
    await page.waitForURL(`${basalt.url}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('a phone-sized visitor gets the menu button and the footer', async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(basalt.url);
    await page.getByRole('contentinfo').getByText('Pre-Built Automations, Pay-Per-Use Pricing').waitFor();
    await saveScreenshot(page, 'home-mobile');
    await context.close();
  });
});
