import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { auditPage, describeFindings } from '../support/axe';
import { buyCrate, demoUser, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

const AUTOMATION = '/basalt/support-ticket-triage';
const ticket = 'I was charged twice for my "Pro" subscription. Please refund one payment; it\'s urgent.';

/** What a shell would pass for a single-quoted word: the text between the quotes, '\'' as a quote. */
const unquote = (word: string) => word.slice(1, -1).replaceAll(`'\\''`, `'`);

/** Issue 41 item 6: the run form as JSON, and the form's values as an API call that works. */
describe('the run form as JSON and as an API call', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    // bypassCSP: axe is injected as an inline script, which the page's CSP (rightly) refuses.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: basalt.url });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await signIn(page, basalt.url, demoUser);
    await buyCrate(page, basalt.url);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  async function openJsonMode() {
    await page.goto(`${basalt.url}${AUTOMATION}`);
    await page.locator('html[data-app-ready]').waitFor();
    const modes = page.getByRole('group', { name: 'Edit the input as' });
    // Unsent work from an earlier test is restored with the panel already open.
    const use = page.getByRole('button', { name: 'Use This Automation' });
    await use.or(modes).first().waitFor();
    if (await use.isVisible()) await use.click();
    await modes.getByRole('button', { name: 'JSON' }).click();
    expect(await modes.getByRole('button', { name: 'JSON' }).getAttribute('aria-pressed')).toBe('true');
    return page.getByRole('textbox', { name: 'Input as JSON' });
  }

  it('pastes the input as JSON, sees the field error, fixes it and runs it', async () => {
    const json = await openJsonMode();
    await json.fill(JSON.stringify({ ticket_text: ticket, customer_email: 'jane.doe@' }, null, 2));
    await page.getByRole('button', { name: 'Run Automation' }).click();
    const actions = page.getByRole('group', { name: 'Form actions' });
    await actions.getByRole('alert').waitFor();
    expect(await actions.getByRole('alert').textContent()).toBe('customer_email: Please enter a valid email address');
    await saveScreenshot(page, 'run-form-json-error');
    // The error is tied to the editor for screen readers, and the page has no serious axe finding.
    expect(await json.getAttribute('aria-invalid')).toBe('true');
    expect(describeFindings(await auditPage(page, `${AUTOMATION} in JSON mode with an error`))).toBe('');

    await json.fill(JSON.stringify({ ticket_text: ticket, customer_email: 'jane.doe@example.com' }, null, 2));
    expect(await actions.getByRole('alert').count()).toBe(0);
    // The form shows what the JSON holds; the switch works from the keyboard.
    const modes = page.getByRole('group', { name: 'Edit the input as' });
    await modes.getByRole('button', { name: 'Form' }).focus();
    await page.keyboard.press('Enter');
    expect(await modes.getByRole('button', { name: 'Form' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Customer e-mail').inputValue()).toBe('jane.doe@example.com');
    await modes.getByRole('button', { name: 'JSON' }).focus();
    await page.keyboard.press('Space');

    await page.getByRole('button', { name: 'Run Automation' }).click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    const status = page.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: 'Completed' }).waitFor({ timeout: 20_000 });
  });

  it('copies the values as a curl command whose body, sent with a real key, starts the same run', async () => {
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'JSON journey' }),
      });
      return (await response.json()) as { key: string };
    });
    const json = await openJsonMode();
    await json.fill(JSON.stringify({ ticket_text: ticket, customer_email: 'jane.doe@example.com' }));
    await page.getByRole('button', { name: 'Copy as API call' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const command = await page.evaluate(() => navigator.clipboard.readText());
    await saveScreenshot(page, 'run-form-json-copied');

    expect(command).toContain(`-H 'Authorization: Bearer YOUR_API_KEY'`);
    const url = unquote(/curl -X POST ('[^']*')/.exec(command)![1]!);
    expect(url).toBe(`${basalt.url}/api/runs`);
    expect(new URL(url).hostname).toBe('127.0.0.1'); // loopback only
    const body = JSON.parse(unquote(/-d ('(?:[^']|'\\'')*')$/.exec(command)![1]!)) as {
      automationId: string;
      input: Record<string, unknown>;
    };
    expect(body).toEqual({
      automationId: 'support-ticket-triage',
      input: { ticket_text: ticket, customer_email: 'jane.doe@example.com' },
    });

    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.key}`, 'content-type': 'application/json', prefer: 'wait=30' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { run: { status: string } }).run.status).toBe('completed');
  });

  it('at 375 px the JSON mode fits the screen: no sideways scroll', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const json = await openJsonMode();
    await json.fill(
      JSON.stringify({
        ticket_text: `${ticket} ${'A rather long line without a break. '.repeat(8)}`,
        customer_email: 'jane.doe@example.com',
      }),
    );
    await page.getByRole('button', { name: 'Run Automation' }).scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await page.getByRole('button', { name: 'Copy as API call' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'run-form-json-375');
    expect(problems).toEqual([]);
  });
});
