import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { buyCrate, demoUser, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

/** Issue 8.5 and 8.7: a monthly budget refuses a run that would go over it; history downloads as CSV. */
describe('budgets and CSV exports', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));

    await signIn(page, basalt.url, demoUser);
    await buyCrate(page, basalt.url);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('sets a monthly budget below the price of a run, and the run is refused with the reason', async () => {
    await page.goto(`${basalt.url}/profile?tab=budget`);
    await page.getByText(/calendar months in UTC/).waitFor();
    await page.getByLabel(/^Monthly budget/).fill('5');
    await page.getByRole('button', { name: 'Save Budget' }).click();
    await page.getByText('Budget saved.').waitFor();
    await saveScreenshot(page, 'budget-tab');

    await page.goto(`${basalt.url}/basalt/csv-data-cleaner`);
    // The page arrives rendered by the server: a click before React takes it over is lost.
    await page.locator('html[data-app-ready]').waitFor();
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from('Name\nAda\n') });
    await page.getByRole('button', { name: 'Remove' }).waitFor();
    await page.getByRole('button', { name: 'Run Automation' }).click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    // The seeded demo runs are dated days ago, so this month holds some of them or none by the date.
    const budget = (await (await page.request.get(`${basalt.url}/api/budget`)).json()) as { spentThisMonth: number };
    await page
      .getByText(`This run would exceed your monthly budget of 5 tokens (${budget.spentThisMonth} used this month).`)
      .waitFor();
  });

  it('downloads the transactions as CSV from the token dashboard', async () => {
    await page.goto(`${basalt.url}/dashboard/tokens`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export transactions as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^basalt-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = await readFile((await download.path())!, 'utf8');
    // UTF-8 with a byte order mark, so Excel reads it as UTF-8 (issue 39).
    expect(saved.startsWith('\uFEFF')).toBe(true);
    const lines = saved.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'date,type,amount,balance_after,description,automation,api_key,oauth_client,run_id,expires_at',
    );
    expect(lines.some((line) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,purchase,250,/.test(line))).toBe(true);
  });

  it('downloads the run history with the filters on screen', async () => {
    await page.goto(`${basalt.url}/automation-history`);
    await page.getByLabel('Status').selectOption('failed');
    const link = page.getByRole('link', { name: 'Export runs as CSV' });
    expect(await link.getAttribute('href')).toContain('status=failed');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFrun_id,created_at,automation,automation_version,status,')).toBe(true);
    expect(problems).toEqual([]);
  });
});
