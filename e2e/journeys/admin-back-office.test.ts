import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';

/**
 * Issue 7's journey: an admin builds and publishes an automation in the editor, a regular user finds
 * and runs it, the admin adjusts that user's tokens and finds the entry in the audit log, and a bulk
 * archive takes two automations out of the marketplace.
 */
describe('the admin back-office', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  const name = `Journey CSV Tidy ${Date.now().toString(36)}`;

  beforeAll(async () => {
    const port = String(await freePort());
    basalt = await spawnBasalt({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    await waitUntilReady(basalt);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  async function signIn(email: string, password: string): Promise<{ page: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // Browser confirmations (delete, bulk actions) are accepted as an admin would.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${basalt.url}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${basalt.url}/dashboard`);
    return { page, problems };
  }

  let admin: Page;
  let adminProblems: string[];
  let user: Page;

  it('an admin creates an automation with a select field, a required file field and a per-run price', async () => {
    ({ page: admin, problems: adminProblems } = await signIn('admin@example.com', 'Basalt-admin-2026'));
    await admin.goto(`${basalt.url}/admin/automation/new`);
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    // Enter in an input never submits the editor.
    await admin.getByRole('textbox', { name: 'Name', exact: true }).press('Enter');
    await admin.waitForTimeout(300);
    expect(await admin.getByRole('alert').count()).toBe(0);
    expect(admin.url()).toBe(`${basalt.url}/admin/automation/new`);

    await admin
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Cleans a CSV file: trims cells, snake_case headers, no duplicates.');
    await admin.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Data Processing' });
    await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption('published');
    await admin.getByRole('spinbutton', { name: 'Tokens per run', exact: true }).fill('15');
    await admin
      .getByRole('textbox', { name: 'Webhook URL', exact: true })
      .fill(`${basalt.url}/sample-workflows/csv-cleaner`);

    await admin.getByRole('button', { name: 'Add Field' }).click();
    let dialog = admin.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.getByText('Label is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Label', exact: true }).fill('Output style');
    expect(await dialog.getByRole('textbox', { name: 'Field ID', exact: true }).inputValue()).toBe('output_style');
    await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption('select');
    await dialog.getByRole('textbox', { name: 'Options', exact: true }).fill('Compact, Detailed');
    await dialog.getByRole('textbox', { name: 'Options', exact: true }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });

    await admin.getByRole('button', { name: 'Add Field' }).click();
    dialog = admin.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByRole('textbox', { name: 'Label', exact: true }).fill('Output Style');
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.getByText('This field ID already exists').waitFor();
    await dialog.getByRole('textbox', { name: 'Label', exact: true }).fill('CSV file');
    expect(await dialog.getByRole('textbox', { name: 'Field ID', exact: true }).inputValue()).toBe('csv_file');
    await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption('file');
    await dialog.getByRole('checkbox', { name: 'Required', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'CSV', exact: true }).check();
    await saveScreenshot(admin, 'admin-field-dialog');
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await admin.getByRole('button', { name: 'Show Preview' }).click();
    await admin.getByRole('tab', { name: 'FAQs' }).click();
    await admin.getByRole('button', { name: 'Add FAQ' }).click();
    await admin.getByRole('textbox', { name: 'Question', exact: true }).fill('Which files does it take?');
    await admin.getByRole('textbox', { name: 'Answer', exact: true }).fill('CSV files up to 10 MB.');
    await saveScreenshot(admin, 'admin-automation-editor');

    await admin.getByRole('button', { name: 'Create Automation' }).click();
    const created = admin.getByRole('dialog', { name: 'Automation created' });
    expect(await created.getByRole('textbox', { name: 'Webhook signing secret', exact: true }).inputValue()).toMatch(
      /^whsec_/,
    );
    await created.getByRole('button', { name: 'Done' }).click();
    await admin.waitForURL(`${basalt.url}/admin`);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByText('Revenue per day').waitFor();
    await saveScreenshot(admin, 'admin-dashboard');
  });

  it('the admin grants the regular user tokens through Token Management', async () => {
    await admin.goto(`${basalt.url}/admin/token-management`);
    await admin.getByRole('button', { name: 'Adjust tokens of demo@example.com' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Adjust Tokens' });
    await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('100');
    await dialog.getByRole('textbox', { name: 'Reason', exact: true }).fill('Welcome credit for the journey');
    await dialog.getByRole('button', { name: 'Confirm Adjustment' }).click();
    await admin.getByText('Successfully added 100 tokens').waitFor();
    await admin.getByRole('cell', { name: 'Welcome credit for the journey' }).waitFor();
    await saveScreenshot(admin, 'admin-token-management');
  });

  it('a regular user finds the automation in the marketplace and runs it', async () => {
    ({ page: user } = await signIn('demo@example.com', 'Basalt-demo-2026'));
    await user.goto(`${basalt.url}/marketplace`);
    await user.getByRole('searchbox', { name: 'Search automations' }).fill('Journey CSV Tidy');
    await user.getByRole('link', { name }).click();
    await user.getByRole('heading', { level: 1, name }).waitFor();
    await user.getByRole('button', { name: 'Use This Automation' }).click();
    await user.getByRole('combobox', { name: 'Output style' }).selectOption('Detailed');
    // The upload is held back as on a slow line, and Run Automation is pressed while it is on its way:
    // the run waits for the file instead of reading the field as empty.
    await user.route(
      (url) => url.pathname === '/api/files',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      },
    );
    await user.getByLabel('CSV file').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(' Name , E-mail \nAda,ada@example.com\nAda,ada@example.com\n\nBob,bob@example.com\n'),
    });
    await user.getByRole('status').filter({ hasText: 'Uploading contacts.csv…' }).waitFor();
    await user.getByRole('button', { name: 'Run Automation' }).click();
    expect(await user.getByText('Please upload a file').count()).toBe(0);
    await user.getByRole('dialog').getByRole('button', { name: 'Confirm and run' }).click();
    await user
      .getByRole('region', { name: 'Run status' })
      .getByRole('heading', { name: 'Completed' })
      .waitFor({ timeout: 30_000 });
    await saveScreenshot(user, 'user-ran-admin-automation');
  });

  it('the admin sees the adjustment in the audit log', async () => {
    await admin.goto(`${basalt.url}/admin/audit-log`);
    await admin.getByRole('searchbox', { name: 'Search the audit log' }).fill('demo@example.com');
    const entry = admin.getByRole('listitem').filter({ hasText: 'Adjusted tokens' }).first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Admin: Ada Admin → User: Dana Demo');
    expect(await entry.textContent()).toContain('Welcome credit for the journey');
    await admin.getByRole('combobox', { name: 'Action type', exact: true }).selectOption('create_automation');
    await admin.getByRole('searchbox', { name: 'Search the audit log' }).fill(name);
    await admin.getByRole('listitem').filter({ hasText: 'Created automation' }).first().waitFor();
    await saveScreenshot(admin, 'admin-audit-log');
  });

  it('a bulk archive hides two automations from the marketplace', async () => {
    const marketplaceNames = async () => {
      await user.goto(`${basalt.url}/marketplace`);
      await user.getByTestId('marketplace-card').first().waitFor();
      return user.getByTestId('marketplace-card').getByRole('heading').allTextContents();
    };
    const before = await marketplaceNames();
    expect(before).toContain(name);
    expect(before).toContain('CSV Data Cleaner');

    await admin.goto(`${basalt.url}/admin/automations`);
    await admin.getByRole('checkbox', { name: `Select ${name}` }).check();
    await admin.getByRole('checkbox', { name: 'Select CSV Data Cleaner' }).check();
    await admin.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Set Archived' }).click();
    await admin.getByText('Updated 2 automations').waitFor();
    await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption('archived');
    await expect.poll(() => admin.getByRole('row').count()).toBe(3);
    await saveScreenshot(admin, 'admin-manage-automations');

    const after = await marketplaceNames();
    expect(after).not.toContain(name);
    expect(after).not.toContain('CSV Data Cleaner');
    expect(after.length).toBe(before.length - 2);
    expect(adminProblems).toEqual([]);
  });
});
