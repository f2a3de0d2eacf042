import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { repoRoot } from './basalt-process';

export const screenshotDir = join(repoRoot, 'e2e', 'screenshots');

/**
 * Debian's Chromium; Playwright's own browser download cannot work on these machines. Every page
 * it opens waits, after `goto`, for React to take over (see `waitForAppOnGoto`).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    // Without JavaScript there is no app to wait for: the page is what the server sent.
    return options?.javaScriptEnabled === false ? context : pagesWaitForApp(context);
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => waitForAppOnGoto(await newPage(options));
  return browser;
}

function pagesWaitForApp(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForAppOnGoto(await newPage());
  return context;
}

/**
 * `goto` also waits for <html data-app-ready> (set once React runs), so that a journey checks what a
 * page does, not how soon. /dev/* pages are plain server HTML. A journey that asks for
 * `waitUntil: 'commit'` wants the page as it arrives: taps at first sight (taps-at-first-sight.test.ts).
 */
function waitForAppOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && !new URL(url, page.url()).pathname.startsWith('/dev/')) {
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    return response;
  };
  return page;
}

/** Saves a full-page screenshot for a person to look at (e2e/screenshots, kept by CI). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
