import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';

/**
 * A new person signs up, confirms their e-mail from the development mailbox, signs out and in again
 * and changes their name; a regular user is kept out of the admin pages.
 */
describe('accounts and access', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  const problems: string[] = [];
  const email = `journey-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Granite-Columns-2026';

  beforeAll(async () => {
    const port = String(await freePort());
    // E-mailed links must use the address the browser uses (127.0.0.1, not localhost) for the cookie.
    basalt = await spawnBasalt({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    await waitUntilReady(basalt);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
  });

  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(error.message));
    return page;
  };
  const accountMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account menu' });

  it('signs up, confirms from the mailbox, signs out and in, and changes the name', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = watch(await context.newPage());

    await page.goto(`${basalt.url}/signup`);
    await page.getByLabel('Full Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm Password').fill('Granite-Columns-2025');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const confirm = page.getByLabel('Confirm Password');
    await page.getByText('Passwords do not match').waitFor();
    expect(await confirm.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'accounts-signup-mismatch');

    await confirm.fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${basalt.url}/verification-pending`);
    await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
    await page.getByText(email).waitFor();
    await saveScreenshot(page, 'accounts-verification-pending');

    await page.goto(`${basalt.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Confirm your e-mail for Basalt' }).click();
    await page.getByRole('heading', { name: 'Confirm your e-mail for Basalt' }).waitFor();
    await saveScreenshot(page, 'accounts-mailbox-message');
    await page.locator('pre a').first().click();

    await page.waitForURL(`${basalt.url}/dashboard`);
    await accountMenu(page).waitFor();
    // The avatar shows the initials; the button's spoken name is 'Account menu'.
    expect(await accountMenu(page).locator('[aria-hidden="true"]').textContent()).toBe('GH');
    // The default welcome credit, granted at confirmation (D20).
    await page.getByRole('banner').getByRole('link', { name: 'Token balance: 20 tokens' }).waitFor();
    await saveScreenshot(page, 'accounts-dashboard-after-confirmation');

    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${basalt.url}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${basalt.url}/dashboard`);

    await accountMenu(page).click();
    await page.getByRole('banner').getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL(`${basalt.url}/profile`);
    await page.getByLabel('Full Name').fill('Grace Murray');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await accountMenu(page).locator('[aria-hidden="true"]', { hasText: 'GM' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Grace Murray');
    await saveScreenshot(page, 'accounts-profile');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a regular user opening /admin sees Access Denied and is sent to the dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = watch(await context.newPage());
    await page.goto(`${basalt.url}/admin`);
    // Signed out first: the guard sends the visitor to sign in and back to /admin afterwards.
    await page.waitForURL(`${basalt.url}/login?next=%2Fadmin`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password').fill('Basalt-demo-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(`${basalt.url}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('You do not have permission to access this page.').waitFor();
    await page.getByText('Redirecting to dashboard in 3 seconds...').waitFor();
    await saveScreenshot(page, 'accounts-access-denied');
    const deniedAt = Date.now();
    await page.waitForURL(`${basalt.url}/dashboard`, { timeout: 10_000 });
    expect(Date.now() - deniedAt).toBeGreaterThan(2000);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the mobile slide-out shows the signed-in account', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = watch(await context.newPage());
    await page.goto(`${basalt.url}/login`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Basalt-admin-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${basalt.url}/dashboard`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('Admin', { exact: true }).waitFor();
    await menu.getByRole('link', { name: /^Token balance/ }).waitFor();
    await menu.getByRole('link', { name: 'User Management' }).waitFor();
    await saveScreenshot(page, 'accounts-mobile-menu');
    expect(problems).toEqual([]);
    await context.close();
  });
});
