import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { demoAdmin, demoUser, signIn, startBasalt } from '../support/journey-steps';

/**
 * Issue 39's refund journey: a run whose workflow refused the input keeps its tokens (D4); an admin
 * refunds it from the runs explorer with a reason; the customer sees it in their history and
 * transactions, the admin in the audit log, and the dashboard says its figures are net of refunds.
 */
describe('an admin makes a kept-tokens run good', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let admin: Page;
  let customer: Page;
  const problems: string[] = [];
  const name = `Picky Cleaner ${Date.now().toString(36)}`;
  const reason = 'Our form let an empty input through';
  let runId = '';

  async function signedIn(account: { email: string; password: string }) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, basalt.url, account);
    return page;
  }

  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    admin = await signedIn(demoAdmin);
    customer = await signedIn(demoUser);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('a customer runs an automation whose workflow refuses the input, and keeps paying for it', async () => {
    const { categories } = (await (await admin.request.get(`${basalt.url}/api/categories`)).json()) as {
      categories: { id: string }[];
    };
    const slug = `picky-cleaner-${Date.now().toString(36)}`;
    // No fields: the CSV cleaner answers 422 to an empty input, a refusal whose tokens are kept (D4).
    const created = await admin.request.post(`${basalt.url}/api/admin/automations`, {
      data: {
        name,
        description: 'Cleans a CSV, when it gets one',
        categoryId: categories[0]!.id,
        webhookUrl: `${basalt.url}/sample-workflows/csv-cleaner`,
        customFields: [],
        slug,
        status: 'published',
        pricingModel: 'per_run',
        tokenCostPerRun: 3,
        tokenCostPerMinute: 0,
        maxDurationMinutes: 5,
        imageUrl: '',
        seoContent: {},
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await customer.goto(`${basalt.url}/basalt/${slug}`);
    await customer.locator('html[data-app-ready]').waitFor();
    await customer.getByRole('button', { name: 'Use This Automation' }).click();
    await customer.getByRole('button', { name: 'Run Automation' }).click();
    await customer
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    const status = customer.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: 'Failed' }).waitFor({ timeout: 20_000 });
    const { runs } = (await (await customer.request.get(`${basalt.url}/api/runs?limit=1`)).json()) as {
      runs: { id: string; tokensCharged: number; tokensRefunded: number }[];
    };
    expect(runs[0]).toMatchObject({ tokensCharged: 3, tokensRefunded: 0 });
    runId = runs[0]!.id;
  });

  it('the admin refunds it from the runs explorer with a reason', async () => {
    await admin.goto(`${basalt.url}/admin/runs?run=${runId}`);
    const dialog = admin.getByRole('dialog', { name: 'Run Details' });
    await dialog.getByRole('button', { name: 'Refund this run' }).click();
    expect(await dialog.getByLabel(/^Tokens to refund/).inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Refund tokens' }).click();
    await dialog.getByText('Give a reason for the refund').waitFor();
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Refund tokens' }).click();
    await dialog
      .getByRole('status')
      .getByText(`Refunded 3 tokens to ${demoUser.email}. They were told by e-mail.`)
      .waitFor();
    await dialog.getByText(/refunded 3, net 0 tokens/).waitFor();
    expect(await dialog.getByRole('button', { name: 'Refund this run' }).count()).toBe(0);
    await saveScreenshot(admin, 'admin-run-refunded');
  });

  it('the customer sees the refund in their run history and their token transactions', async () => {
    await customer.goto(`${basalt.url}/automation-history?run=${runId}`);
    const detail = customer.getByRole('dialog');
    await detail.getByText('Tokens refunded').waitFor();
    await customer.goto(`${basalt.url}/dashboard/tokens`);
    await customer.getByText(`Refund by Basalt support for a run of ${name}: ${reason}`).waitFor();
  });

  it('the audit log names the refund and the dashboard says its figures are net of refunds', async () => {
    await admin.goto(`${basalt.url}/admin/audit-log`);
    const entry = admin.getByRole('listitem').filter({ hasText: 'Refunded run' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain(reason);
    await admin.goto(`${basalt.url}/admin`);
    await admin.getByText(/^Tokens net of refunds/).waitFor();
    await admin.getByText(/used this month, net of refunds$/).waitFor();
    expect(problems).toEqual([]);
  });
});
