import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { buyCrate, demoUser, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

/** Issue 41, item 5: "E-mail me the result" on a run, listed as sent, and the result in the mailbox. */
describe('delivering a run’s result', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, basalt.url, demoUser);
    await buyCrate(page, basalt.url);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('a run with "E-mail me the result" lists its delivery as sent and the mail holds the result', async () => {
    await page.goto(`${basalt.url}/basalt/qr-code-generator`);
    await page.locator('html[data-app-ready]').waitFor();
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByLabel(/^Link or text/).fill('https://example.com/spring-sale');
    const deliver = page.getByRole('group', { name: 'Deliver the result' });
    await deliver.getByLabel(/E-mail me the result/).check();
    await saveScreenshot(page, 'run-form-deliver-the-result');

    await page.getByRole('button', { name: 'Run Automation' }).click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    const status = page.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: 'Completed' }).waitFor({ timeout: 20_000 });

    const deliveries = status.getByRole('region', { name: 'Deliveries' });
    await deliveries.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await deliveries.textContent()).toContain('E-mail');
    expect(await deliveries.getByRole('button', { name: 'Resend to E-mail' }).isEnabled()).toBe(true);
    await saveScreenshot(page, 'run-deliveries-sent');

    await page.goto(`${basalt.url}/dev/mailbox`);
    await page.getByText('Your result from QR Code Generator').first().waitFor();
    expect(problems).toEqual([]);
  });
});
