import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { buyCrate, demoUser, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

interface ApiRun {
  id: string;
  status: string;
  tokensCharged: number;
}

/** Issue 8.1–8.2: create an API key in the browser, copy it, start a run with it, see it in the history. */
describe('using the API with a key', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  let apiKey = '';
  let runId = '';
  const problems: string[] = [];
  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
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

  it('creates a key on the API tab of the profile and copies it; the list shows only its prefix', async () => {
    await page.goto(`${basalt.url}/profile?tab=api`);
    await page.getByRole('tab', { name: 'API', selected: true }).waitFor();
    await page.getByLabel('Key name').fill('Nightly script');
    await page.getByRole('button', { name: 'Create Key' }).click();
    const shown = page.getByRole('textbox', { name: 'New API key' });
    await shown.waitFor();
    apiKey = await shown.inputValue();
    expect(apiKey).toMatch(/^bsk_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(apiKey);

    const row = page.getByRole('row', { name: /Nightly script/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${apiKey.slice(0, 8)}…`);
    expect(await row.textContent()).toContain('Never');
    await saveScreenshot(page, 'api-key-created');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByRole('textbox', { name: 'New API key' }).count()).toBe(0);
  });

  it('starts a run with the key from outside the browser and waits for its result', async () => {
    const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
    const found = await fetch(`${basalt.url}/api/automations/qr-code-generator`).then((response) => response.json());
    const start = () =>
      fetch(`${basalt.url}/api/runs`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': 'journey-qr-code-1', prefer: 'wait=30' },
        body: JSON.stringify({
          automationId: found.automation.id,
          input: { content: 'https://example.com/spring-sale', size: 256, error_correction: 'M' },
        }),
      });
    const response = await start();
    expect(response.status).toBe(201);
    expect(response.headers.get('preference-applied')).toBe('wait=30');
    const { run } = (await response.json()) as { run: ApiRun };
    expect(run).toMatchObject({ status: 'completed', tokensCharged: 2 });
    runId = run.id;
    // A retry with the same Idempotency-Key is the same run, charged once.
    expect(((await (await start()).json()) as { run: ApiRun }).run.id).toBe(runId);
    const read = await fetch(`${basalt.url}/api/runs/${runId}`, { headers });
    expect(((await read.json()) as { run: ApiRun }).run.status).toBe('completed');
  });

  it('sees the run in the automation history, and the key as used', async () => {
    await page.goto(`${basalt.url}/automation-history`);
    const rows = page.getByRole('row', { name: /QR Code Generator/ });
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Completed');
    await saveScreenshot(page, 'api-run-in-history');

    await page.goto(`${basalt.url}/profile?tab=api`);
    const row = page.getByRole('row', { name: /Nightly script/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Just now');
    expect(problems).toEqual([]);
  });
});
