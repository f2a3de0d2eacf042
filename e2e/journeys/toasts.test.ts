import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { demoAdmin, signIn, startBasalt } from '../support/journey-steps';
import { launchBrowser, saveScreenshot } from '../support/browser';

/** Issue 15: a toast never covers the sticky header (its links, balance and menu stay usable). */
describe('toasts', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  for (const width of [1280, 375]) {
    it(`the toast after saving an automation sits clear of the header at ${width} px`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await signIn(page, basalt.url, demoAdmin);
      const { automation } = await page.evaluate(async () => (await fetch('/api/automations/csv-data-cleaner')).json());
      await page.goto(`${basalt.url}/admin/automation/edit/${automation.id}`);
      // A published automation's editor saves a draft (issue 40); with nothing changed it says "saved".
      await page.getByRole('button', { name: 'Save draft' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Automation saved' });
      await toast.waitFor();
      // Sonner slides the toast in: measure where it comes to rest.
      await page.waitForTimeout(600);
      const header = await page.locator('header').first().boundingBox();
      const box = await toast.boundingBox();
      await saveScreenshot(page, `toast-${width}`);
      expect(header && box).toBeTruthy();
      const overlaps =
        box!.x < header!.x + header!.width &&
        box!.x + box!.width > header!.x &&
        box!.y < header!.y + header!.height &&
        box!.y + box!.height > header!.y;
      expect({ header, toast: box, overlaps }).toMatchObject({ overlaps: false });
      await context.close();
    });
  }
});
