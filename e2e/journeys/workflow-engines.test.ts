import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBasalt, waitUntilReady, type BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { buyCrate, demoAdmin, demoUser, signIn } from '../support/journey-steps';
import { startN8n, startNodeRed, type EngineProcess } from '../support/workflow-engines';

interface Ledger {
  transactions: { type: string; amount: number; runId: string | null }[];
}
interface RunView {
  id: string;
  status: string;
  automationId: string | null;
  errorMessage: string | null;
  failureKind: string | null;
  resultData: Record<string, unknown> | null;
  progressMessage: string | null;
}

const charged = [['deduction', -10]];
const refunded = [
  ['deduction', -10],
  ['refund', 10],
];

/**
 * Issue 14's journey: automations built in a real n8n and a real Node-RED (installed from npm by
 * e2e/engines), made in the editor and run by a user in the browser, each money outcome checked in
 * the user's ledger. The deadline of the "acknowledges and never calls back" automation is one
 * minute plus RUN_DEADLINE_GRACE_SECONDS, so that run is started first and checked last.
 */
describe('automations built in real workflow engines', () => {
  let n8n: EngineProcess;
  let nodeRed: EngineProcess;
  let basalt: BasaltProcess;
  let browser: Browser;
  let admin: Page;
  let user: Page;
  const problems: string[] = [];
  const started = Date.now();
  const automationIds = new Map<string, string>();

  beforeAll(async () => {
    [n8n, nodeRed] = await Promise.all([startN8n(), startNodeRed()]);
    const port = String(await freePort());
    basalt = await spawnBasalt({
      PORT: port,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OUTBOUND_ALLOWED_HOSTS: `${new URL(n8n.url).host},${new URL(nodeRed.url).host}`,
      RUN_DEADLINE_GRACE_SECONDS: '5',
      WEBHOOK_TIMEOUT_MS: '20000',
    });
    // Beside a running n8n, on a busy two-core machine, a first start can take well over a minute.
    await waitUntilReady(basalt, 240_000);
    browser = await launchBrowser();
    const page = async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const created = await context.newPage();
      created.on('pageerror', (error) => problems.push(error.message));
      return created;
    };
    [admin, user] = await Promise.all([page(), page()]);
    await signIn(admin, basalt.url, demoAdmin);
    await signIn(user, basalt.url, demoUser);
    await buyCrate(user, basalt.url);
  }, 900_000);
  afterAll(async () => {
    console.log(`[engines] workflow-engines journey took ${Math.round((Date.now() - started) / 1000)} s`);
    await browser?.close();
    await basalt?.stop();
    await Promise.all([n8n?.stop(), nodeRed?.stop()]);
  });

  /** Creates a published 10-token automation with a Topic field through the admin API (the editor is driven in the first test). */
  async function createAutomation(slug: string, engine: string, answerMode: string, webhookUrl: string, minutes = 10) {
    const categories = (await (await admin.request.get(`${basalt.url}/api/categories`)).json()) as {
      categories: { id: string }[];
    };
    const response = await admin.request.post(`${basalt.url}/api/admin/automations`, {
      data: {
        name: `Engine ${slug}`,
        description: `Built in ${engine}`,
        categoryId: categories.categories[0]!.id,
        webhookUrl,
        workflowEngine: engine,
        answerMode,
        customFields: [{ id: 'topic', type: 'text', label: 'Topic', required: true, order: 1 }],
        slug,
        status: 'published',
        pricingModel: 'per_run',
        tokenCostPerRun: 10,
        tokenCostPerMinute: 0,
        maxDurationMinutes: minutes,
        imageUrl: '',
        seoContent: {},
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    automationIds.set(slug, ((await response.json()) as { automation: { id: string } }).automation.id);
  }

  /** Opens a page and waits until React has taken over the server's markup: a click before that is lost. */
  async function open(page: Page, path: string) {
    await page.goto(`${basalt.url}${path}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  }

  /** The user runs the automation from its page and waits for it to end (or to be running, for the deadline case). */
  async function runInBrowser(slug: string, topic: string, until = /^(Completed|Failed)/) {
    await open(user, `/basalt/${slug}`);
    await user.getByRole('button', { name: 'Use This Automation' }).click();
    await user.getByRole('textbox', { name: 'Topic' }).fill(topic);
    await user.getByRole('button', { name: 'Run Automation' }).click();
    await user.getByRole('dialog').getByRole('button', { name: 'Confirm and run' }).click();
    const status = user.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: until }).waitFor({ timeout: 60_000 });
    const runs = (await (await user.request.get(`${basalt.url}/api/runs`)).json()) as { runs: RunView[] };
    const run = runs.runs.find((candidate) => candidate.automationId === automationIds.get(slug))!;
    return { run, text: (await status.textContent()) ?? '' };
  }

  async function ledgerOf(runId: string) {
    const ledger = (await (await user.request.get(`${basalt.url}/api/tokens/transactions`)).json()) as Ledger;
    return ledger.transactions
      .filter((entry) => entry.runId === runId)
      .reverse()
      .map((entry) => [entry.type, entry.amount]);
  }

  let silentRunId = '';

  it('an admin builds an n8n automation in the editor: the preset, the answer mode and a test call before saving', async () => {
    await open(admin, '/admin/automation/new');
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill('Engine n8n briefing');
    await admin.getByRole('textbox', { name: 'Description', exact: true }).fill('A briefing written by n8n.');
    await admin.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
    await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption('published');
    await admin.getByRole('textbox', { name: 'Slug', exact: true }).fill('n8n-result');
    await admin.getByRole('spinbutton', { name: 'Tokens per run', exact: true }).fill('10');
    await admin.getByRole('combobox', { name: 'Workflow engine' }).selectOption('zapier');
    expect(await admin.getByRole('radio', { name: /acknowledges, then calls back/ }).isChecked()).toBe(true);
    await admin.getByRole('combobox', { name: 'Workflow engine' }).selectOption('n8n');
    expect(await admin.getByRole('radio', { name: /answers with the result/ }).isChecked()).toBe(true);
    await admin.getByRole('heading', { name: 'Recipe: n8n' }).waitFor();

    await admin.getByRole('button', { name: 'Add Field' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByRole('textbox', { name: 'Label', exact: true }).fill('Topic');
    await dialog.getByRole('checkbox', { name: 'Required', exact: true }).check();
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const webhook = admin.getByRole('textbox', { name: 'Webhook URL', exact: true });
    const verdict = admin.getByRole('status', { name: 'Test call result' });
    // The sample workflows answer signed calls only: an unsaved automation's test call is signed
    // with a one-time secret they accept.
    await webhook.fill(`${basalt.url}/sample-workflows/noop`);
    await admin.getByText("Signed with a one-time test secret, which Basalt's sample workflows accept").waitFor();
    await admin.getByRole('button', { name: 'Send test call' }).click();
    await verdict.getByText('This would complete with the result {"summary":"Nothing to do."}').waitFor();

    await webhook.fill(`${n8n.url}/webhook/basalt-crash`);
    await admin.getByRole('button', { name: 'Send test call' }).click();
    await verdict
      .getByText(/^This would fail and refund the user because the workflow ended without an answer/)
      .waitFor();
    expect(await verdict.textContent()).toContain('application/json');
    await saveScreenshot(admin, 'engines-test-call-crash');

    await webhook.fill(`${n8n.url}/webhook/basalt-result`);
    await admin.getByRole('button', { name: 'Send test call' }).click();
    await verdict.getByText('This would complete with the result {"summary":"Briefing on Example topic"').waitFor();
    await saveScreenshot(admin, 'engines-test-call-result');

    await admin.getByRole('button', { name: 'Create Automation' }).click();
    await admin.getByRole('dialog', { name: 'Automation created' }).getByRole('button', { name: 'Done' }).click();
    const list = (await (await admin.request.get(`${basalt.url}/api/admin/automations?q=n8n`)).json()) as {
      automations: { id: string; slug: string }[];
    };
    automationIds.set('n8n-result', list.automations.find((automation) => automation.slug === 'n8n-result')!.id);
  });

  it('the other automations are set up on n8n and Node-RED, each with the answer mode its workflow needs', async () => {
    await createAutomation('n8n-silent', 'n8n', 'callback', `${n8n.url}/webhook/basalt-silent`, 1);
    await createAutomation('n8n-items', 'n8n', 'result', `${n8n.url}/webhook/basalt-items`);
    await createAutomation('n8n-file', 'n8n', 'result', `${n8n.url}/webhook/basalt-file`);
    await createAutomation('n8n-crash', 'n8n', 'result', `${n8n.url}/webhook/basalt-crash`);
    await createAutomation('n8n-500', 'n8n', 'result', `${n8n.url}/webhook/basalt-500`);
    await createAutomation('n8n-callback', 'n8n', 'callback', `${n8n.url}/webhook/basalt-callback`);
    await createAutomation('node-red-result', 'node-red', 'result', `${nodeRed.url}/basalt/result`);
    await createAutomation('node-red-text', 'node-red', 'result', `${nodeRed.url}/basalt/text`);
    await createAutomation('node-red-callback', 'node-red', 'result', `${nodeRed.url}/basalt/callback`);
  });

  it('an acknowledgement with no callback keeps the run going (its deadline is checked at the end)', async () => {
    const { run } = await runInBrowser('n8n-silent', 'Silence', /^Running/);
    expect(run.status).toBe('running');
    silentRunId = run.id;
  });

  it('a synchronous n8n result completes the run and is charged', async () => {
    const { run, text } = await runInBrowser('n8n-result', 'Remote work');
    expect(run).toMatchObject({ status: 'completed', resultData: { summary: 'Briefing on Remote work' } });
    expect(text).toContain('Briefing on Remote work');
    expect(await ledgerOf(run.id)).toEqual(charged);
  });

  it('n8n’s "all incoming items" (an array) completes with the items', async () => {
    const { run } = await runInBrowser('n8n-items', 'Hiring');
    expect(run.status).toBe('completed');
    expect(run.resultData?.items).toEqual([
      { name: 'Ada', topic: 'Hiring' },
      { name: 'Grace', topic: 'Hiring' },
      { name: 'Linus', topic: 'Hiring' },
    ]);
    expect(await ledgerOf(run.id)).toEqual(charged);
  });

  it('n8n’s "Respond with binary" becomes the result file the user downloads', async () => {
    const { run } = await runInBrowser('n8n-file', 'Contacts');
    const csv = 'name,topic\nAda,Contacts\nGrace,Contacts\n';
    expect(run).toMatchObject({
      status: 'completed',
      resultData: { file_name: 'contacts.csv', file_size_bytes: csv.length },
    });
    const status = user.getByRole('region', { name: 'Run status' });
    const [download] = await Promise.all([
      user.waitForEvent('download'),
      status.getByRole('link', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contacts.csv');
    await saveScreenshot(user, 'engines-n8n-file');
    expect(await ledgerOf(run.id)).toEqual(charged);
  });

  it('a crash before the Respond node fails the run, refunds it, and the user sees why', async () => {
    const { run, text } = await runInBrowser('n8n-crash', 'Spreadsheets');
    expect(run).toMatchObject({ status: 'failed', failureKind: 'workflow_error' });
    expect(text).toContain('Automation failed: the workflow ended without an answer. Your tokens have been refunded.');
    await saveScreenshot(user, 'engines-n8n-crash-refunded');
    expect(await ledgerOf(run.id)).toEqual(refunded);
  });

  it('an explicit 500 fails the run and refunds it', async () => {
    const { run, text } = await runInBrowser('n8n-500', 'Reports');
    expect(run.status).toBe('failed');
    expect(text).toContain('its service answered HTTP 500 (The report service is down)');
    expect(await ledgerOf(run.id)).toEqual(refunded);
  });

  it('an n8n acknowledgement, then progress and the result by HTTP Request nodes, completes the run', async () => {
    const { run } = await runInBrowser('n8n-callback', 'Pricing');
    expect(run).toMatchObject({
      status: 'completed',
      resultData: { summary: 'Briefing on Pricing (by callback)' },
      progressMessage: 'Halfway through the briefing',
    });
    expect(await ledgerOf(run.id)).toEqual(charged);
  });

  it('Node-RED answers with an object, with text, and with 202 then callbacks', async () => {
    const result = await runInBrowser('node-red-result', 'Logistics');
    expect(result.run).toMatchObject({
      status: 'completed',
      resultData: { summary: 'Node-RED briefing on Logistics' },
    });
    const text = await runInBrowser('node-red-text', 'Finance');
    expect(text.run).toMatchObject({
      status: 'completed',
      resultData: { message: 'Sent the Finance digest to 2 people' },
    });
    const callback = await runInBrowser('node-red-callback', 'Sales');
    expect(callback.run).toMatchObject({
      status: 'completed',
      resultData: { summary: 'Node-RED briefing on Sales (by callback)' },
      progressMessage: 'Node-RED is writing the briefing',
    });
    for (const { run } of [result, text, callback]) expect(await ledgerOf(run.id)).toEqual(charged);
  });

  it(
    'the acknowledged run that never called back fails at its deadline and is refunded',
    { timeout: 240_000 },
    async () => {
      const deadline = Date.now() + 200_000;
      let run: RunView | undefined;
      while (Date.now() < deadline) {
        run = ((await (await user.request.get(`${basalt.url}/api/runs/${silentRunId}`)).json()) as { run: RunView })
          .run;
        if (run.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
      expect(run).toMatchObject({ status: 'failed', failureKind: 'deadline_passed' });
      expect(await ledgerOf(silentRunId)).toEqual(refunded);
      await open(user, '/automation-history');
      await user.getByText('Engine n8n-silent').filter({ visible: true }).first().waitFor();
      await saveScreenshot(user, 'engines-history');
      expect(problems).toEqual([]);
    },
  );
});
