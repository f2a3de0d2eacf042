import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { startBasalt } from '../support/journey-steps';

/**
 * Issue 15's journey: a visitor picks an automation, reads its sample output, signs up, confirms and
 * lands back on it, fills it with the example, runs it on the welcome tokens, reads the rendered
 * result, downloads it as JSON and sees the run's timeline. Issue 41's: they start a longer run, leave
 * the page mid-run and come back to it live, leave again and see the balance come right while away,
 * and come back to its result, all without a reload.
 */
describe('a visitor tries an automation before paying, then runs it', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  const email = `trier-${Date.now()}@example.com`;
  const password = 'Granite-Columns-2026';

  beforeAll(async () => {
    // The welcome credit as a fresh installation has it: 20 tokens until an admin changes it (D20).
    basalt = await startBasalt();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('picks CSV Data Cleaner in the marketplace and reads its sample output', async () => {
    await page.goto(`${basalt.url}/marketplace`);
    await page.getByRole('searchbox', { name: 'Search automations' }).fill('CSV Data Cleaner');
    await page.getByRole('link', { name: 'CSV Data Cleaner' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'CSV Data Cleaner' }).waitFor();
    const sample = page.getByRole('region', { name: 'Sample output' });
    await sample.getByText(/^Cleaned 5 rows into 2/).waitFor();
    await sample.getByRole('columnheader', { name: 'From' }).waitFor();
    await saveScreenshot(page, 'try-sample-output');
  });

  it('signs up from the page, confirms, and lands back on the automation with the welcome tokens', async () => {
    const automationPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Sign up to use this automation' }).click();
    await page.getByLabel('Full Name').fill('Tess Trier');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/verification-pending/);
    await page.goto(`${basalt.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Confirm your e-mail for Basalt' }).click();
    await page.locator('pre a').first().click();
    await page.waitForURL(`${basalt.url}${automationPath}`);
    await page.getByRole('banner').getByRole('link', { name: 'Token balance: 20 tokens' }).waitFor();
  });

  it('fills the form with the example, runs it and reads the rendered result', async () => {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByRole('button', { name: 'Fill with example' }).click();
    expect(await page.getByLabel('Remove repeats in column').inputValue()).toBe('E-mail Address');
    await page.getByRole('button', { name: 'Run Automation' }).click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    const status = page.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: 'Completed' }).waitFor({ timeout: 30_000 });
    await status.getByText(/^Cleaned 5 rows into 2/).waitFor();
    await status.getByRole('columnheader', { name: 'To' }).waitFor();
    await saveScreenshot(page, 'try-run-result');
  });

  it('downloads the result as JSON and sees the run’s timeline', async () => {
    const status = page.getByRole('region', { name: 'Run status' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      status.getByRole('link', { name: 'Download JSON' }).click(),
    ]);
    const saved = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(saved.rows_out).toBe(2);
    expect(Object.keys(saved).slice(0, 1)).toEqual(['summary']);

    await status.getByText('Run log').click();
    const timeline = status.getByRole('region', { name: 'Run timeline' });
    await expect.poll(() => timeline.getByRole('listitem').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await saveScreenshot(page, 'try-run-timeline');
  });

  it('leaves a run mid-way and comes back to it live, then to its result, with the balance right everywhere (issue 41)', async () => {
    const chip = page.getByRole('banner').getByRole('link', { name: /^Token balance: \d+ tokens$/ });
    const chipShows = (tokens: number) =>
      page.getByRole('banner').getByRole('link', { name: `Token balance: ${tokens} tokens` });
    const before = Number(/(\d+) tokens$/.exec((await chip.getAttribute('aria-label'))!)![1]);
    // Market Research Briefing: 2 tokens a minute, up to 5 minutes held (10); it writes for about 20 s.
    await page.goto(`${basalt.url}/basalt/market-research-briefing`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByLabel(/^Topic/).fill('Renewable energy');
    await page.getByRole('button', { name: 'Run Automation' }).click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    const status = page.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: /Queued|Running/ }).waitFor();
    await chipShows(before - 10).waitFor();

    // To the dashboard and back, in the app (no reload): the run is there, still going.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${basalt.url}/dashboard`);
    await page.goBack();
    await status.getByRole('heading', { name: /Queued|Running/ }).waitFor();
    expect(await page.getByText('Your work was restored!').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Use This Automation' }).count()).toBe(0);
    await saveScreenshot(page, 'try-run-back-mid-run');

    // Away again while it ends: the chip and the dashboard's balance get the unused hold back.
    await page.goForward();
    await page.waitForURL(`${basalt.url}/dashboard`);
    await chipShows(before - 2).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('token-balance').textContent()).toBe(`${before - 2} tokens`);

    await page.goBack();
    await status.getByRole('heading', { name: 'Completed' }).waitFor();
    await status
      .getByText(/Renewable energy: a 3-section briefing/)
      .first()
      .waitFor();
    expect(await page.getByText('Your work was restored!').count()).toBe(0);
    await saveScreenshot(page, 'try-run-back-after-end');
  });
});
