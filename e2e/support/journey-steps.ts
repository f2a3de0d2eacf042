import type { Page } from 'playwright-core';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from './basalt-process';

/** The seeded demo accounts (README); every journey starts Basalt on a fresh embedded database. */
export const demoUser = { email: 'demo@example.com', password: 'Basalt-demo-2026' };
export const demoAdmin = { email: 'admin@example.com', password: 'Basalt-admin-2026' };

/** A fresh Basalt on a free port whose PUBLIC_URL is the address the browser uses, ready to serve. */
export async function startBasalt(env: Record<string, string> = {}): Promise<BasaltProcess> {
  const port = String(await freePort());
  const basalt = await spawnBasalt({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}`, ...env });
  await waitUntilReady(basalt);
  return basalt;
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

/** A user with tokens: buys the $25 Crate (250 tokens) with the sandbox checkout's test card. */
export async function buyCrate(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/dashboard/tokens`);
  await page.getByRole('main').getByRole('button', { name: 'Buy Tokens' }).first().click();
  await page
    .getByRole('dialog', { name: 'Buy Tokens' })
    .getByRole('article', { name: /^Crate: 250 tokens/ })
    .getByRole('button', { name: 'Buy Now' })
    .click();
  await page.waitForURL(/\/sandbox-checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await page.waitForURL(/\/dashboard\/tokens\?purchase=success/);
}
