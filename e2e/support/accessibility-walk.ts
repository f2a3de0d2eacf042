import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { auditPage, describeFindings, type Finding } from './axe';
import { repoRoot } from './basalt-process';
import { focusIsInside, invalidFieldsWithoutAnnouncedMessage } from './keyboard-checks';

/**
 * The accessibility walk's steps (e2e/journeys/accessibility.test.ts): pages and dialogs audited with
 * axe, the router paths visited and every finding kept for .tmp/accessibility-findings.json.
 */
export function createAccessibilityWalk(basaltUrl: () => string, browser: () => Browser) {
  const allFindings: Finding[] = [];
  const coveredPaths = new Set<string>();

  async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
    // axe is injected as a script tag, which the app's Content-Security-Policy would rightly block.
    const context = await browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    // Native confirmations (delete, remove admin) are declined: the walk changes nothing by accident.
    page.on('dialog', (dialog) => void dialog.dismiss());
    return { context, page };
  }

  async function audit(page: Page, where: string): Promise<void> {
    const findings = await auditPage(page, where);
    allFindings.push(...findings);
    expect.soft(describeFindings(findings), `axe findings on ${where}`).toBe('');
  }

  /** Visits a route of the router (named by its path pattern) and audits it in both themes. */
  async function visit(page: Page, url: string, pattern: string, ready?: Locator): Promise<void> {
    coveredPaths.add(pattern);
    await page.goto(`${basaltUrl()}${url}`);
    await (ready ?? page.locator('main')).first().waitFor();
    await audit(page, url);
  }

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${basaltUrl()}/login`);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${basaltUrl()}/dashboard`);
  }

  /** Audits an open dialog, then closes it with Escape and checks focus went back to its opener. */
  async function auditDialog(page: Page, opener: Locator, name: string | RegExp, where: string): Promise<void> {
    await opener.focus();
    await opener.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await audit(page, `${where} › dialog "${name}"`);
    expect(await focusIsInside(page, dialog), `focus moves into "${name}"`).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement), `focus returns from "${name}"`).toBe(
      true,
    );
  }

  /** Every field marked invalid names a message that has text and is announced. */
  async function expectErrorsTiedToFields(page: Page, where: string): Promise<void> {
    await page.locator('[aria-invalid="true"]').first().waitFor();
    const loose = await invalidFieldsWithoutAnnouncedMessage(page);
    expect.soft(loose, `invalid fields without an announced message on ${where}`).toEqual([]);
    await audit(page, `${where} with errors`);
  }

  function saveFindings(): void {
    const out = join(repoRoot, '.tmp');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'accessibility-findings.json'), JSON.stringify(allFindings, null, 2));
  }

  return {
    allFindings,
    coveredPaths,
    newPage,
    audit,
    visit,
    signIn,
    auditDialog,
    expectErrorsTiedToFields,
    saveFindings,
  };
}
