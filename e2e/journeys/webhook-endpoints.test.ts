import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { demoUser, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

/** Issue 17: webhook endpoints by event type on the profile's API tab, on a 375 px phone. */
describe('webhook endpoints on a phone', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    // Users' endpoints reach public addresses only (decision 050); this loopback one is let through for
    // the journey, which runs nothing, so nothing is ever delivered to it.
    basalt = await startBasalt({ USER_WEBHOOK_ALLOWED_HOSTS: '127.0.0.1:9' });
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, basalt.url, demoUser);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  it('adds an endpoint for chosen events, reveals its secret, edits, disables and deletes it', async () => {
    await page.goto(`${basalt.url}/profile?tab=api`);
    await page.getByText('No endpoints yet. Add one below.').waitFor();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    await page.getByText('Error: Webhook URL is required').waitFor();

    await page.getByLabel('Endpoint URL').fill(`${basalt.url}/sample-workflows/noop`);
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    await page.getByText('Error: Webhook URL must not point to Basalt itself').waitFor();

    await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/order-system-receiver-with-a-long-path-name');
    await page.getByLabel('Description').fill('Order system');
    await page.getByRole('checkbox', { name: /run\.refunded/ }).check();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const card = page.getByRole('listitem', { name: 'Endpoint Order system' });
    await card.waitFor();
    expect(await card.getByRole('list', { name: 'Events' }).textContent()).toBe('run.completedrun.failedrun.refunded');

    await card.getByRole('button', { name: 'Reveal' }).click();
    await expect
      .poll(() => card.getByLabel('Signing secret of Order system').textContent())
      .toMatch(/^whsec_[A-Za-z0-9+/=]{20,}$/);
    expect(await sideways()).toBe(0);
    await saveScreenshot(page, 'webhook-endpoint-375');

    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByRole('checkbox', { name: /run\.failed/ }).uncheck();
    await card.getByRole('checkbox', { name: /run\.started/ }).check();
    await card.getByRole('button', { name: 'Save Endpoint' }).click();
    await expect
      .poll(() => card.getByRole('list', { name: 'Events' }).textContent())
      .toBe('run.startedrun.completedrun.refunded');

    await card.getByRole('button', { name: 'Disable' }).click();
    await card.getByText('Disabled', { exact: true }).waitFor();
    expect(await sideways()).toBe(0);

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete webhook endpoint?' });
    await confirm.getByRole('button', { name: 'Delete Endpoint' }).click();
    await page.getByText('No endpoints yet. Add one below.').waitFor();
    expect(problems).toEqual([]);
  });
});
