import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { buyCrate, demoUser, signIn, startBasalt } from '../support/journey-steps';
import { widerThanViewport } from '../support/layout-checks';

const phone = { width: 375, height: 800 };

/** How far the page scrolls sideways, and what sticks out past the phone's edge; both empty when it fits. */
async function sidewaysProblems(page: Page, where: string): Promise<string[]> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const problems = overflow > 0 ? [`${where} scrolls ${overflow} px sideways`] : [];
  return [...problems, ...(await widerThanViewport(page)).map((what) => `${where}: ${what}`)];
}

/**
 * Issue 41's done-when: a person on a 375 px phone goes through their run history, budget, API keys
 * and the run form, and the page never scrolls sideways; with the smaller defects of item 8 on the
 * way (a cancelled checkout, a budget below this month's spend, a revoked new key, editing a saved
 * configuration, clearing the search, a confirmation made in another tab).
 */
describe('an account on a 375 px phone', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: phone });
    page = await context.newPage();
    await signIn(page, basalt.url, demoUser);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('a checkout left with Back says "Checkout cancelled" and lists the purchase as cancelled, not pending', async () => {
    await page.goto(`${basalt.url}/dashboard/tokens`);
    await page.getByRole('main').getByRole('button', { name: 'Buy Tokens' }).first().click();
    await page
      .getByRole('dialog', { name: 'Buy Tokens' })
      .getByRole('article', { name: /^Bucket: 100 tokens/ })
      .getByRole('button', { name: 'Buy Now' })
      .click();
    await page.waitForURL(/\/sandbox-checkout\//);
    await page.getByRole('link', { name: /Back to Basalt/ }).click();

    await page.waitForURL(`${basalt.url}/dashboard/tokens`);
    await page.getByText('Checkout cancelled').waitFor();
    const purchases = page.getByRole('list', { name: 'Purchases' });
    await purchases.getByText('cancelled', { exact: true }).waitFor();
    expect(await purchases.getByText('pending', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'small-screen-checkout-cancelled-375');
    problems.push(...(await sidewaysProblems(page, '/dashboard/tokens')));
  });

  it('the run form, in both modes, runs an automation and edits a saved configuration without sideways scrolling', async () => {
    await buyCrate(page, basalt.url);
    await page.goto(`${basalt.url}/basalt/csv-data-cleaner`);
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByLabel('Configuration name').fill('Phone clean-up');
    await page.getByLabel('CSV file').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,E-mail\nAda,ada@example.com\nAda,ada@example.com\n'),
    });
    await page.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    await page.getByLabel('Remove repeats in column').fill('E-mail');
    problems.push(...(await sidewaysProblems(page, 'the run form, filled')));
    await page.getByRole('button', { name: 'Run Automation' }).click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    await page.getByRole('region', { name: 'Run status' }).getByRole('heading', { name: 'Completed' }).waitFor({
      timeout: 20_000,
    });
    await saveScreenshot(page, 'small-screen-run-form-completed-375');
    problems.push(...(await sidewaysProblems(page, 'the run form, run completed')));
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByRole('button', { name: /Configure another/i }).waitFor();

    // The same form as JSON (issue 41, item 6): a long value wraps in its box, the page never scrolls sideways.
    await page.getByRole('button', { name: /Configure another/i }).click();
    const modes = page.getByRole('group', { name: 'Edit the input as' });
    await modes.getByRole('button', { name: 'JSON' }).click();
    await page
      .getByRole('textbox', { name: 'Input as JSON' })
      .fill(JSON.stringify({ dedupe_column: `E-mail ${'and a rather long column name '.repeat(6)}` }, null, 2));
    await page.getByRole('button', { name: 'Copy as API call' }).waitFor();
    await saveScreenshot(page, 'small-screen-run-form-json-375');
    problems.push(...(await sidewaysProblems(page, 'the run form in JSON mode')));
    await modes.getByRole('button', { name: 'Form' }).click();

    // A saved configuration opened for editing says so, and offers both ways to save.
    await page.goto(`${basalt.url}/my-automations`);
    // The demo account has saved configurations of its own: the Edit button of this one.
    await page
      .getByRole('main')
      .locator('div.rounded-2xl', { has: page.getByText('Phone clean-up', { exact: true }) })
      .getByRole('button', { name: 'Edit' })
      .click();
    await page.getByText('“Phone clean-up”').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByRole('button', { name: 'Save as New' }).waitFor();
    await saveScreenshot(page, 'small-screen-editing-configuration-375');
    problems.push(...(await sidewaysProblems(page, 'the run form, editing a saved configuration')));
  });

  it('the run history shows each run as a card, its status and actions in view', async () => {
    await page.goto(`${basalt.url}/automation-history`);
    const runs = page.getByRole('list', { name: 'Runs' });
    await runs.getByText('Completed').first().waitFor();
    expect(await page.getByRole('main').locator('table').count()).toBe(0);
    await saveScreenshot(page, 'small-screen-history-375');
    problems.push(...(await sidewaysProblems(page, '/automation-history')));
    await runs
      .getByRole('button', { name: /^View run / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Run details' }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('a budget below this month’s spend says that new runs will be refused', async () => {
    await page.goto(`${basalt.url}/profile?tab=budget`);
    await page.getByLabel(/^Monthly budget/).fill('1');
    await page.getByRole('button', { name: 'Save Budget' }).click();
    await page
      .getByText(
        /^Budget saved\. This month's spend \(\d[\d,]* tokens\) is already over it, so new runs will be refused until/,
      )
      .waitFor();
    await saveScreenshot(page, 'small-screen-budget-375');
    problems.push(...(await sidewaysProblems(page, '/profile?tab=budget')));
    // Removed again, so it refuses nothing later.
    await page.getByLabel(/^Monthly budget/).fill('');
    await page.getByRole('button', { name: 'Save Budget' }).click();
    await page.getByText('Budget saved.', { exact: true }).waitFor();
  });

  it('revoking the API key just created takes its secret off the screen', async () => {
    await page.goto(`${basalt.url}/profile?tab=api`);
    await page.getByLabel('Key name').fill('Phone script');
    await page.getByRole('button', { name: 'Create Key' }).click();
    const secret = page.getByRole('textbox', { name: 'New API key' });
    await secret.waitFor();
    await saveScreenshot(page, 'small-screen-api-keys-375');
    problems.push(...(await sidewaysProblems(page, '/profile?tab=api with a new key')));
    await page.getByRole('button', { name: 'Revoke Phone script' }).click();
    await page.getByRole('dialog', { name: 'Revoke API key?' }).getByRole('button', { name: 'Revoke Key' }).click();
    await secret.waitFor({ state: 'detached' });
    problems.push(...(await sidewaysProblems(page, '/profile?tab=api')));
  });

  it('clearing the marketplace search leaves the focus in the search field', async () => {
    await page.goto(`${basalt.url}/marketplace`);
    const search = page.getByRole('searchbox', { name: 'Search automations' });
    await search.fill('invoice');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
  });

  it('nothing on the way scrolled sideways', () => {
    expect(problems).toEqual([]);
  });

  it('a tab waiting for the confirmation moves on, signed in, when the link is opened in another tab', async () => {
    const email = `phone-${Date.now()}@example.com`;
    const newcomer = await browser.newContext({ viewport: phone });
    const waiting = await newcomer.newPage();
    await waiting.goto(`${basalt.url}/signup`);
    await waiting.getByLabel('Full Name').fill('Phone Person');
    await waiting.getByLabel('Email').fill(email);
    await waiting.getByLabel(/^Password/).fill('Granite-Columns-2026');
    await waiting.getByLabel('Confirm Password').fill('Granite-Columns-2026');
    await waiting.getByRole('button', { name: 'Create Account' }).click();
    await waiting.waitForURL(`${basalt.url}/verification-pending`);

    const other = await newcomer.newPage();
    await other.goto(`${basalt.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await other.getByRole('link', { name: 'Confirm your e-mail for Basalt' }).click();
    await other.locator('pre a').first().click();
    await other.waitForURL(`${basalt.url}/dashboard`);

    // The first tab was never reloaded: it hears of the sign-in and goes on by itself.
    await waiting.waitForURL(`${basalt.url}/dashboard`, { timeout: 15_000 });
    await waiting.getByRole('button', { name: 'Open menu' }).click();
    const menu = waiting.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: /^Token balance/ }).waitFor();
    expect(await menu.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await newcomer.close();
  });
});
