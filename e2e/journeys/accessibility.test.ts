import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessibilityWalk } from '../support/accessibility-walk';
import { describeFindings } from '../support/axe';
import { repoRoot, type BasaltProcess } from '../support/basalt-process';
import { buyCrate, startBasalt } from '../support/journey-steps';
import { expectVisibleFocus, focusIsInside } from '../support/keyboard-checks';
import { launchBrowser } from '../support/browser';

/**
 * Issue 9's accessibility walk: every route of the router and every dialog, in light and dark theme,
 * with no serious or critical axe finding (WCAG 2.1 A/AA); plus keyboard checks (a visible focus on
 * every tab stop, dialogs that keep and return focus) and form errors tied to their fields.
 */
describe('accessibility walk', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  const walk = createAccessibilityWalk(
    () => basalt.url,
    () => browser,
  );
  const { allFindings, coveredPaths, newPage, audit, visit, signIn, auditDialog, expectErrorsTiedToFields } = walk;

  beforeAll(async () => {
    basalt = await startBasalt();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    walk.saveFindings();
    await browser?.close();
    await basalt?.stop();
  });

  it('the public pages and the sign-in pages pass in both themes', { timeout: 300_000 }, async () => {
    const { context, page } = await newPage();
    for (const [url, pattern] of [
      ['/', ''],
      ['/marketplace', 'marketplace'],
      ['/browse', 'browse'],
      ['/automation/csv-data-cleaner', 'automation/:ref'],
      ['/basalt/csv-data-cleaner', 'basalt/:ref'],
      ['/about', 'about'],
      ['/use-cases', 'use-cases'],
      ['/faq', 'faq'],
      ['/changelog', 'changelog'],
      ['/terms', 'terms'],
      ['/privacy', 'privacy'],
      ['/contact', 'contact'],
      ['/request-custom', 'request-custom'],
      ['/book-call', 'book-call'],
      ['/login', 'login'],
      ['/signup', 'signup'],
      ['/forgot-password', 'forgot-password'],
      ['/reset-password', 'reset-password'],
      ['/reset-password?token=not-a-real-token', 'reset-password'],
      ['/verification-pending', 'verification-pending'],
      ['/no-such-page', '*'],
    ] as const) {
      await visit(page, url, pattern);
    }
    await expectVisibleFocus(page, '/', 30);

    // The API section (issue 17.3) arrives closed: its tabs, code boxes and copy buttons are audited open.
    await page.goto(`${basalt.url}/basalt/csv-data-cleaner`);
    await page.locator('html[data-app-ready]').waitFor();
    const api = page.getByRole('region', { name: 'API' });
    await api.getByText(/from your code or an AI agent$/).click();
    await api.getByRole('tab', { name: 'Python' }).click();
    await api.getByRole('button', { name: 'Copy Python request (requests)' }).waitFor();
    await audit(page, '/basalt/csv-data-cleaner with the API section open');

    await page.goto(`${basalt.url}/marketplace`);
    // The cards arrive rendered by the server; a key pressed before React takes them over does nothing.
    await page.locator('html[data-app-ready]').waitFor();
    // Signed out, a card opens a dialog titled with the automation's name.
    await auditDialog(page, page.getByRole('link', { name: 'View Details' }).first(), /\S/, '/marketplace');
    await context.close();
  });

  it('form errors are announced and tied to their fields', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage();
    await page.goto(`${basalt.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const email = page.locator('#login-email');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(`[id="${describedBy}"]`);
    expect(await message.textContent()).toMatch(/\S/);
    expect(await message.evaluate((element) => Boolean(element.closest('[role="alert"], [aria-live]')))).toBe(true);
    await expectErrorsTiedToFields(page, '/login');
    await expectVisibleFocus(page, '/login');

    await page.goto(`${basalt.url}/signup`);
    await page
      .getByRole('button', { name: /Sign Up|Create Account/ })
      .first()
      .click();
    await expectErrorsTiedToFields(page, '/signup');

    for (const url of ['/request-custom', '/book-call', '/forgot-password']) {
      await page.goto(`${basalt.url}${url}`);
      await page.locator('main form button[type="submit"]').first().click();
      await expectErrorsTiedToFields(page, url);
    }
    await context.close();
  });

  it('a signed-in user’s pages and dialogs pass, and dialogs keep and return focus', { timeout: 300_000 }, async () => {
    const { context, page } = await newPage();
    await signIn(page, 'demo@example.com', 'Basalt-demo-2026');
    await visit(page, '/dashboard', 'dashboard');
    await expectVisibleFocus(page, '/dashboard');
    await visit(page, '/dashboard/tokens', 'dashboard/tokens');
    const buy = page.getByRole('main').getByRole('button', { name: 'Buy Tokens' }).first();
    await auditDialog(page, buy, 'Buy Tokens', '/dashboard/tokens');

    // The dialog keeps Tab inside itself.
    await buy.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Buy Tokens' });
    await dialog.waitFor();
    for (let index = 0; index < 30; index += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, dialog), `Tab ${index + 1} stays in the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A required field left empty.
    await visit(page, '/basalt/legacy-crm-contact-sync', 'basalt/:ref');
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByRole('button', { name: 'Run Automation' }).click();
    await expectErrorsTiedToFields(page, '/basalt/legacy-crm-contact-sync run form');

    // Buy a Crate in the sandbox checkout (the demo account starts with some tokens), then run for real.
    await buyCrate(page, basalt.url);
    await audit(page, '/dashboard/tokens after a purchase');

    await page.goto(`${basalt.url}/basalt/csv-data-cleaner`);
    // The page arrives rendered by the server: a click before React takes it over is lost.
    await page.locator('html[data-app-ready]').waitFor();
    // The form of the earlier visit comes back from autosave already open.
    const configName = page.getByLabel('Configuration name');
    await page.getByRole('button', { name: 'Use This Automation' }).or(configName).first().waitFor();
    if (!(await configName.isVisible())) await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByLabel('Configuration name').fill('Accessible clean-up');
    const uploaded = page.getByRole('button', { name: 'Remove', exact: true });
    if (!(await uploaded.isVisible())) {
      await page.getByLabel('CSV file').setInputFiles({
        name: 'leads.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('Name,E-mail\nAda,ada@example.com\n'),
      });
      await uploaded.waitFor();
    }
    await page.getByLabel('Remove repeats in column').fill('E-mail');
    const runButton = page.getByRole('button', { name: 'Run Automation' });
    await auditDialog(page, runButton, 'Run this automation?', '/basalt/csv-data-cleaner');
    await runButton.click();
    await page
      .getByRole('dialog', { name: 'Run this automation?' })
      .getByRole('button', { name: 'Confirm and run' })
      .click();
    const status = page.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: 'Completed' }).waitFor({ timeout: 20_000 });
    await audit(page, '/basalt/csv-data-cleaner with a completed run');
    await page.getByRole('button', { name: 'Save Configuration' }).click();
    await page.getByRole('button', { name: /Configure another/i }).waitFor();
    await audit(page, '/basalt/csv-data-cleaner saved configuration');

    await visit(page, '/my-automations', 'my-automations', page.getByRole('button', { name: /^Delete / }));
    await auditDialog(
      page,
      page.getByRole('button', { name: /^Delete / }).first(),
      'Delete configuration?',
      '/my-automations',
    );
    const schedule = page.getByRole('button', { name: /^Schedule / }).first();
    if (await schedule.isVisible()) await auditDialog(page, schedule, 'Schedule runs', '/my-automations');

    await visit(page, '/automation-history', 'automation-history', page.getByRole('button', { name: /^View run/ }));
    await auditDialog(
      page,
      page.getByRole('button', { name: /^View run/ }).first(),
      'Run details',
      '/automation-history',
    );
    await auditDialog(
      page,
      page.getByRole('button', { name: /^Re-run/ }).first(),
      'Re-run automation',
      '/automation-history',
    );
    await auditDialog(
      page,
      page.getByRole('button', { name: /^Delete run/ }).first(),
      'Delete this run?',
      '/automation-history',
    );

    await visit(page, '/profile', 'profile');
    await auditDialog(page, page.getByRole('button', { name: 'Delete Account' }), 'Delete your account?', '/profile');
    // Every tab of the settings (security, budget, API keys... whatever features have added).
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await audit(page, `/profile tab "${(await tabs.nth(index).textContent())?.trim()}"`);
    }
    // An MCP client's authorization request (decision 032): the Allow and Deny screen of a real
    // pending request (it names the registered client, issue 38), one that is not pending, and the
    // page without a request.
    const registered = await fetch(`${basalt.url}/api/auth/mcp/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'A11y agent',
        redirect_uris: ['http://127.0.0.1:9/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      }),
    });
    const authorize = new URLSearchParams({
      response_type: 'code',
      client_id: ((await registered.json()) as { client_id: string }).client_id,
      redirect_uri: 'http://127.0.0.1:9/callback',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'a11y',
    });
    await visit(
      page,
      `/api/auth/mcp/authorize?${authorize}`,
      'oauth/consent',
      page.getByRole('button', { name: 'Allow' }),
    );
    await visit(
      page,
      '/oauth/consent?consent_code=a11y-walk&client_id=a11y-agent&scope=openid',
      'oauth/consent',
      page.getByRole('alert'),
    );
    await visit(page, '/oauth/consent', 'oauth/consent');

    await visit(page, '/admin', 'admin', page.getByRole('alert'));
    await context.close();
  });

  it('the mobile slide-out menu passes, signed out and signed in, and returns focus', async () => {
    const { context, page } = await newPage(375);
    await page.goto(`${basalt.url}/`);
    await page.getByRole('main').waitFor();
    await auditDialog(page, page.getByRole('button', { name: 'Open menu' }), 'Menu', '/ at 375 px');
    await signIn(page, 'demo@example.com', 'Basalt-demo-2026');
    await auditDialog(page, page.getByRole('button', { name: 'Open menu' }), 'Menu', '/dashboard at 375 px');
    await context.close();
  });

  it('the admin back-office pages and dialogs pass', { timeout: 300_000 }, async () => {
    const { context, page } = await newPage();
    await signIn(page, 'admin@example.com', 'Basalt-admin-2026');
    // The admin account holds no tokens: running opens the quick purchase dialog.
    await visit(page, '/basalt/csv-data-cleaner', 'basalt/:ref');
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByLabel('CSV file').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,E-mail\nAda,ada@example.com\n'),
    });
    await page.getByRole('button', { name: 'Remove', exact: true }).waitFor();
    await page.getByLabel('Remove repeats in column').fill('E-mail');
    await auditDialog(
      page,
      page.getByRole('button', { name: 'Run Automation' }),
      'Get more tokens',
      '/basalt/csv-data-cleaner',
    );
    await visit(page, '/admin', 'admin', page.getByRole('heading', { name: 'Admin Dashboard' }));
    await expectVisibleFocus(page, '/admin');
    await visit(page, '/admin/automations', 'automations', page.getByRole('link', { name: /^Edit / }));
    await auditDialog(
      page,
      page.getByRole('button', { name: /^Delete / }).first(),
      'Delete this automation?',
      '/admin/automations',
    );
    await page.getByRole('tab', { name: 'Trash' }).click();
    await page.getByRole('table', { name: 'Deleted automations' }).or(page.getByText('The trash is empty')).waitFor();
    await audit(page, '/admin/automations › Trash');
    await page.getByRole('tab', { name: 'Automations' }).click();
    const editHref = await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .getAttribute('href');
    // The automation's name leads to its own page, its numbers.
    const numbersHref = await page.locator('a[href^="/admin/automations/"]').first().getAttribute('href');
    await visit(page, editHref!, 'automation/edit/:id', page.getByRole('textbox', { name: 'Name', exact: true }));
    await visit(page, numbersHref!, 'automations/:id', page.getByRole('heading', { name: 'Last runs' }));

    await visit(page, '/admin/engines', 'engines', page.getByRole('heading', { name: 'Recipe: n8n' }));
    await visit(
      page,
      '/admin/automation/new',
      'automation/new',
      page.getByRole('textbox', { name: 'Name', exact: true }),
    );
    const addField = page.getByRole('button', { name: 'Add Field' });
    await auditDialog(page, addField, 'Add Field', '/admin/automation/new');
    await addField.click();
    const fieldDialog = page.getByRole('dialog', { name: 'Add Field' });
    await fieldDialog.getByRole('button', { name: 'Add Field' }).click();
    await fieldDialog.getByText('Label is required').waitFor();
    await expectErrorsTiedToFields(page, '/admin/automation/new › Add Field');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show Preview' }).click();
    await audit(page, '/admin/automation/new with preview');
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await audit(page, `/admin/automation/new tab ${(await tab.textContent())?.trim()}`);
    }
    await page.getByRole('tab').first().click();
    await page.getByRole('button', { name: 'Create Automation' }).click();
    await expectErrorsTiedToFields(page, '/admin/automation/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Accessible Draft ${Date.now().toString(36)}`);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A draft made by the accessibility walk.');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
    await page.getByRole('spinbutton', { name: 'Tokens per run', exact: true }).fill('5');
    await page
      .getByRole('textbox', { name: 'Webhook URL', exact: true })
      .fill(`${basalt.url}/sample-workflows/csv-cleaner`);
    await page.getByRole('button', { name: 'Create Automation' }).click();
    await page.getByRole('dialog', { name: 'Automation created' }).waitFor();
    await audit(page, '/admin/automation/new › dialog "Automation created"');
    await page.getByRole('dialog', { name: 'Automation created' }).getByRole('button', { name: 'Done' }).click();

    await visit(page, '/admin/users', 'users', page.getByRole('button', { name: 'View details of demo@example.com' }));
    await auditDialog(
      page,
      page.getByRole('button', { name: 'View details of demo@example.com' }),
      'User Details',
      '/admin/users',
    );
    await page.getByRole('button', { name: 'View details of demo@example.com' }).click();
    const details = page.getByRole('dialog', { name: 'User Details' });
    await details.getByRole('button', { name: 'Make Admin' }).click();
    await page.getByRole('dialog', { name: 'Make Admin' }).waitFor();
    await audit(page, '/admin/users › dialog "Make Admin"');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await visit(
      page,
      '/admin/token-management',
      'token-management',
      page.getByRole('button', { name: 'Adjust tokens of demo@example.com' }),
    );
    const adjust = page.getByRole('button', { name: 'Adjust tokens of demo@example.com' });
    await auditDialog(page, adjust, 'Adjust Tokens', '/admin/token-management');
    const viewRun = page.getByRole('button', { name: /^View Details of the .* run of / }).first();
    await visit(page, '/admin/runs', 'runs', viewRun);
    await auditDialog(page, viewRun, 'Run Details', '/admin/runs');
    await visit(page, '/admin/audit-log', 'audit-log');
    await visit(page, '/admin/purchases', 'purchases', page.getByRole('list', { name: 'Purchases' }));
    await visit(page, '/admin/leads', 'leads');
    const rename = page.getByRole('button', { name: 'Rename Data Processing' });
    await visit(page, '/admin/categories', 'categories', rename);
    await auditDialog(page, rename, 'Rename category', '/admin/categories');
    await context.close();
  });

  it('the walk covers every path of the router', () => {
    const router = readFileSync(join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
    // The index routes (home, admin dashboard) and 'admin' itself were visited above.
    const missing = paths.filter((path) => !coveredPaths.has(path));
    expect(missing, 'routes the accessibility walk does not visit yet').toEqual([]);
    expect(describeFindings(allFindings)).toBe('');
  });
});
