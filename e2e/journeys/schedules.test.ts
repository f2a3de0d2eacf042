import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { demoUser, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

/** Issue 8.4: a saved configuration gets a schedule on /my-automations and shows its next run. */
describe('scheduling a saved configuration', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
    // The browser's zone is the form's default, so the journey fixes it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Berlin' });
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));

    await signIn(page, basalt.url, demoUser);
    // The seed has no saved configurations: save one through the API as the signed-in user.
    const saved = await page.evaluate(async () => {
      const found = await fetch('/api/automations/qr-code-generator').then((r) => r.json());
      const response = await fetch('/api/configurations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          automationId: found.automation.id,
          configName: 'Office door QR',
          configData: { content: 'Door 4B, level 2' },
        }),
      });
      return response.status;
    });
    expect(saved).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  it('creates a weekday schedule in the browser time zone and sees its next run, pauses, resumes and deletes it', async () => {
    await page.goto(`${basalt.url}/my-automations`);
    await page.getByRole('button', { name: 'Schedule Office door QR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule runs' });
    await dialog.getByLabel('Repeat').selectOption({ label: 'Weekdays at 09:00' });
    expect(await dialog.getByLabel(/Time zone/).inputValue()).toBe('Europe/Berlin');
    await dialog.getByText(/^First run: .*9:00 AM$/).waitFor();
    await dialog.getByRole('button', { name: 'Create schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const schedule = page.getByRole('group', { name: 'Schedule Office door QR' });
    await schedule.waitFor();
    const text = await schedule.textContent();
    expect(text).toContain('Weekdays at 09:00');
    expect(text).toContain('Europe/Berlin');
    expect(text).toMatch(/Next run[A-Z][a-z]{2} \d{1,2}, \d{4}, 9:00 AM/);
    expect(text).toContain('No runs yet');
    await saveScreenshot(page, 'schedules-created');

    await schedule.getByRole('button', { name: 'Pause' }).click();
    await schedule.getByText('Not planned (paused)').waitFor();
    await schedule.getByRole('button', { name: 'Resume' }).click();
    await schedule.getByText(/9:00 AM/).waitFor();

    await schedule.getByRole('button', { name: 'Delete schedule Office door QR' }).click();
    await page.getByRole('dialog', { name: 'Delete schedule?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No schedules yet.', { exact: false }).waitFor();
    expect(problems).toEqual([]);
  });
});
