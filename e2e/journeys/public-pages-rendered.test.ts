import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { launchBrowser } from '../support/browser';
import { demoAdmin, demoUser, signIn } from '../support/journey-steps';

interface AutomationDetail {
  id: string;
  name: string;
  description: string;
  tokenCostPerRun: number;
  seoContent: { faqs: { question: string }[] };
}

const AUTOMATION_PATH = '/basalt/csv-data-cleaner';
const STATIC_PAGES = [
  '/about',
  '/use-cases',
  '/faq',
  '/changelog',
  '/contact',
  '/terms',
  '/privacy',
  '/request-custom',
  '/book-call',
];
const PUBLIC_PAGES = ['/', '/marketplace', AUTOMATION_PATH, ...STATIC_PAGES];

/** The text inside #root as the server sent it: tags, React's text separators and entities undone. */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('public pages arrive rendered, and the browser takes them over as they are', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
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

  const html = async (path: string) => (await fetch(`${basalt.url}${path}`)).text();
  const api = async <T>(path: string) => (await (await fetch(`${basalt.url}${path}`)).json()) as T;

  it("the automation page's HTML holds its name, description, price and FAQ before any script runs", async () => {
    const { automation } = await api<{ automation: AutomationDetail }>('/api/automations/csv-data-cleaner');
    const text = rootText(await html(AUTOMATION_PATH));
    expect(text).toContain(automation.name);
    expect(text).toContain(automation.description);
    expect(text).toContain(`${automation.tokenCostPerRun} tokens per run, about $`);
    expect(automation.seoContent.faqs.length).toBeGreaterThan(0);
    for (const faq of automation.seoContent.faqs) expect(text).toContain(faq.question);
  });

  it("the marketplace's and home page's HTML hold the catalogue's cards before any script runs", async () => {
    const { automations } = await api<{ automations: { name: string }[] }>('/api/automations');
    const marketplace = await html('/marketplace');
    expect(marketplace.match(/data-testid="marketplace-card"/g)?.length).toBe(automations.length);
    for (const automation of automations) expect(rootText(marketplace)).toContain(automation.name);
    const popular = await api<{ automations: { name: string }[] }>('/api/automations?limit=3');
    for (const automation of popular.automations) expect(rootText(await html('/'))).toContain(automation.name);
  });

  it.each(STATIC_PAGES)('%s arrives with its heading and text, and no hidden copy for crawlers', async (path) => {
    const page = await html(path);
    expect(page).toMatch(/<div id="root">.*<h1[^>]*>[^<]+/s);
    expect(rootText(page).length).toBeGreaterThan(300);
    // The visually hidden summary once written for crawlers (issue 16): people and crawlers read one page.
    expect(page).not.toContain('clip-path:inset(50%)');
  });

  /** Opens a page at phone size; records console errors and warnings, and the rendered markup's first node. */
  async function openPhonePage(path: string, javaScript = true, signedIn = false) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    if (signedIn) await signIn(page, basalt.url, demoUser);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Runs once the HTML is parsed and before the deferred module scripts: it keeps the server's node.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { serverNode: Element | null }).serverNode = document.querySelector('#root > *');
        }
      });
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${basalt.url}${path}`);
    if (javaScript) await page.locator('html[data-app-ready]').waitFor();
    return { page, problems, close: () => context.close() };
  }

  /** The script files a page fetched once it has settled, by file name. */
  /** The paths of the module scripts and modulepreloads an HTML page names. */
  const scriptsNamedIn = (pageHtml: string) =>
    [
      ...pageHtml.matchAll(/<(?:script type="module"|link rel="modulepreload") crossorigin (?:src|href)="([^"]+)">/g),
    ].map((match) => match[1]!);

  async function scriptsFetched(page: Page): Promise<string[]> {
    await page.waitForLoadState('networkidle');
    return page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'))
        .map((path) => path.slice(path.lastIndexOf('/') + 1)),
    );
  }

  const footerTop = (page: Page) =>
    page
      .locator('footer')
      .last()
      .evaluate((footer) => footer.getBoundingClientRect().top);

  it.each(PUBLIC_PAGES)('%s hydrates in Chromium without a mismatch and keeps the server markup', async (path) => {
    const { page, problems, close } = await openPhonePage(path);
    await page.waitForLoadState('networkidle');
    // React 19's production build reports a mismatch as a recoverable error (#418, #423, #425) and
    // then replaces the server's markup: the node kept before the scripts would be detached.
    expect(problems.filter((text) => /hydrat|error #4(18|19|23|25)/i.test(text))).toEqual([]);
    expect(problems).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode?.isConnected),
    ).toBe(true);
    await close();
  });

  it.each(PUBLIC_PAGES.slice(0, 3))(
    '%s starts its app with the page, its chunks preloaded side by side, and its inline script passes the CSP',
    async (path) => {
      const { page, problems, close } = await openPhonePage(path);
      await page.waitForLoadState('networkidle');
      const head = await page.evaluate(() => ({
        entry: document.head.querySelectorAll('script[type="module"][src]').length,
        preloads: document.head.querySelectorAll('link[rel="modulepreload"]').length,
      }));
      // Issue 37 (decision 047): hydration starts with the page, not after its first paint.
      expect(head.entry).toBe(1);
      expect(head.preloads).toBeGreaterThan(0);
      // A hash that no longer matched would show here as "Refused to execute inline script".
      expect(problems).toEqual([]);
      await close();
    },
  );

  it.each(PUBLIC_PAGES.slice(0, 3))(
    '%s makes no Intl formatter while it loads: the first one costs a phone about 100 ms of main thread',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      // Counts every Intl formatter the page's scripts make, and every Intl-backed toLocale*String.
      await page.addInitScript(() => {
        const made: string[] = [];
        (window as unknown as { intlMade: string[] }).intlMade = made;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat'] as const) {
          const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
          (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
            construct: (target, args) => (made.push(name), new target(...args)),
            apply: (target, self, args) => (made.push(name), Reflect.apply(target, self, args)),
          });
        }
        for (const [proto, method] of [
          [Number.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
        ] as const) {
          const original = (proto as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
          (proto as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
            made.push(method);
            return original.apply(this, args);
          };
        }
      });
      await page.goto(`${basalt.url}${path}`);
      await page.locator('html[data-app-ready]').waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
      await context.close();
    },
  );

  it('the automation page does not move once its scripts run: the footer stays where the HTML put it', async () => {
    const withoutScripts = await openPhonePage(AUTOMATION_PATH, false);
    const rendered = await footerTop(withoutScripts.page);
    await withoutScripts.close();
    const hydrated = await openPhonePage(AUTOMATION_PATH);
    await hydrated.page.waitForLoadState('networkidle');
    expect(await footerTop(hydrated.page)).toBe(rendered);
    expect(await hydrated.page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
    await hydrated.close();
  });

  it('a page whose sample output is plain text never fetches the Markdown renderer; one in Markdown hydrates with it', async () => {
    const plain = await openPhonePage(AUTOMATION_PATH);
    const plainScripts = await scriptsFetched(plain.page);
    expect(plainScripts.length).toBeGreaterThan(0);
    expect(plainScripts.filter((file) => file.startsWith('markdown-text-'))).toEqual([]);
    await plain.close();

    const slug = `markdown-sample-${Date.now()}`;
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, basalt.url, demoAdmin);
    const { categories } = await api<{ categories: { id: string }[] }>('/api/categories');
    const created = await admin.request.post(`${basalt.url}/api/admin/automations`, {
      data: {
        name: 'Weekly Lead Report',
        description: 'Sums up the week in leads',
        categoryId: categories[0]!.id,
        webhookUrl: `${basalt.url}/sample-workflows/csv-data-cleaner`,
        customFields: [],
        slug,
        status: 'published',
        pricingModel: 'per_run',
        tokenCostPerRun: 2,
        tokenCostPerMinute: 0,
        maxDurationMinutes: 5,
        imageUrl: '',
        seoContent: {},
        sampleOutput: JSON.stringify({ summary: '## Weekly report\n\n- **3** new leads\n- 1 meeting booked' }),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.close();

    expect(await html(`/basalt/${slug}`)).toMatch(/<h4[^>]*>Weekly report<\/h4>/);
    const markdown = await openPhonePage(`/basalt/${slug}`);
    expect((await scriptsFetched(markdown.page)).filter((file) => file.startsWith('markdown-text-'))).toHaveLength(1);
    expect(markdown.problems).toEqual([]);
    expect(
      await markdown.page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode?.isConnected),
    ).toBe(true);
    await markdown.close();
  });

  it('a signed-in person gets the run panel from the server; it hydrates when its chunk arrives, and works', async () => {
    const { page, problems, close } = await openPhonePage(AUTOMATION_PATH, true, true);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { serverNode: Element | null }).serverNode?.isConnected),
    ).toBe(true);
    expect(problems).toEqual([]);
    await page.getByRole('button', { name: 'Use This Automation' }).click();
    await page.getByLabel('Configuration name').waitFor();
    await close();
  });

  it("a signed-in visit's HTML preloads every script the page runs: page, run panel, form and validation arrive side by side (issue 37)", async () => {
    const { page, problems, close } = await openPhonePage(AUTOMATION_PATH, true, true);
    // The HTML as the server sent it to this signed-in visitor (not the DOM, where Vite's loader adds
    // modulepreload links of its own as it goes).
    const served = await (await page.request.get(`${basalt.url}${AUTOMATION_PATH}`)).text();
    const named = scriptsNamedIn(served);
    const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
    expect(named.map(fileName).filter((file) => /^(automation-page|runs)-/.test(file))).toHaveLength(2);
    // Each named file exists in the build: a stale name would be a wasted download and a 404.
    for (const path of named) expect((await page.request.get(`${basalt.url}${path}`)).status(), path).toBe(200);
    // No chunk was found late, once the one importing it had run: the page ran only what its HTML named.
    const fetched = await scriptsFetched(page);
    expect(fetched.filter((file) => !named.map(fileName).includes(file))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("a visitor's automation page preloads its page chunk but not the run panel, which visitors never see", async () => {
    const preloads = [
      ...(await html(AUTOMATION_PATH)).matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g),
    ].map((match) => match[1]!);
    expect(preloads.filter((file) => file.startsWith('automation-page-'))).toHaveLength(1);
    expect(preloads.filter((file) => file.startsWith('runs-'))).toEqual([]);
  });

  it("a visitor's automation page runs only scripts its HTML named: the sample output's viewer is not found late", async () => {
    // The server's HTML, not the DOM: Vite's loader adds modulepreload links of its own as it goes.
    const named = scriptsNamedIn(await html(AUTOMATION_PATH)).map((path) => path.slice(path.lastIndexOf('/') + 1));
    const { page, problems, close } = await openPhonePage(AUTOMATION_PATH);
    await page.locator('[data-lazy-part="sample-output"]').first().waitFor();
    const fetched = await scriptsFetched(page);
    expect(fetched.filter((file) => !named.includes(file))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it("a dialog opened on the hydrated marketplace is named by its title: server and browser agree on React's ids", async () => {
    const { page, problems, close } = await openPhonePage('/marketplace');
    const card = page.getByTestId('marketplace-card').first();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('link', { name: 'View Details' }).click();
    // The dialog's aria-labelledby was written by the server (hydration keeps attributes as they are),
    // its title's id by the browser: they differ when the two trees differ in shape.
    await page.getByRole('dialog', { name }).waitFor({ timeout: 5_000 });
    expect(problems).toEqual([]);
    await close();
  });

  it("the automation page's API section holds a curl request that, copied and run as is, starts a run (issue 17.3)", async () => {
    const { automation } = await api<{ automation: AutomationDetail }>('/api/automations/csv-data-cleaner');
    // Server-rendered for agents that read the HTML, with PUBLIC_URL (here the address the test uses).
    const served = rootText(await html(AUTOMATION_PATH));
    expect(served).toContain(`curl -X POST '${basalt.url}/api/runs'`);
    expect(served).toContain(`"automationId": "${automation.id}"`);

    const { page, problems, close } = await openPhonePage(AUTOMATION_PATH, true, true);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: basalt.url });
    const section = page.getByRole('region', { name: 'API' });
    await section.getByText('Run CSV Data Cleaner from your code or an AI agent').click();
    const shown = (await section.locator('pre').first().textContent())!;
    expect(shown).toContain(`"automationId": "${automation.id}"`);
    expect(shown).toContain('"dedupe_column": "E-mail Address"');
    expect(shown).toContain('Full Name,E-mail Address\\n Ada Lovelace ,ada@example.com');
    // At 375 px long lines scroll inside their box, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await section.getByRole('button', { name: 'Copy curl request' }).click();
    await section.getByRole('button', { name: 'Copied curl request' }).waitFor();
    await section.getByRole('status').filter({ hasText: 'curl request copied' }).waitFor({ state: 'attached' });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);

    const created = await page.evaluate(async () => {
      const response = await fetch('/api/api-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Snippet check' }),
      });
      return (await response.json()) as { key: string };
    });
    const { stdout } = await promisify(execFile)('bash', ['-c', `set -e; ${copied} --silent --show-error --fail`], {
      env: { ...process.env, BASALT_API_KEY: created.key },
      timeout: 90_000,
    });
    const { run } = JSON.parse(stdout) as { run: { automationId: string; status: string; resultData: unknown } };
    expect(run.automationId).toBe(automation.id);
    expect(run.status).toBe('completed');
    expect(run.resultData).toMatchObject({ rows_out: 2 });
    expect(problems).toEqual([]);
    await close();
  });
});
