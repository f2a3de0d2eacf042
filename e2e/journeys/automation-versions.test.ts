import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasaltProcess } from '../support/basalt-process';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { demoAdmin, demoUser, signIn, startBasalt } from '../support/journey-steps';

/** A workflow on loopback that always answers a result. */
async function startWorkflow(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"summary":"Topic researched"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Hourly at four minutes 5 apart (the closest a schedule may run), the first 1 to 2 minutes away:
 * late enough that nothing runs before the publish (seconds later) pauses it, soon enough to run
 * after the resume; should the resume come after it, the next one is 5 minutes on.
 */
function cronStartingSoon(now = new Date()) {
  const first = now.getUTCMinutes() + 2;
  const minutes = [0, 5, 10, 15].map((step) => (first + step) % 60).sort((a, b) => a - b);
  return `${minutes.join(',')} * * * *`;
}

/**
 * Issue 40 (DESIGN D19): a publish that adds a required field leaves old runs with their old name,
 * flags the saved configuration, pauses its schedule before any charge and e-mails its owner; a
 * roll back lets the schedule resume, and it runs.
 */
describe('automation versions', () => {
  let basalt: BasaltProcess;
  let browser: Browser;
  let workflow: { server: Server; url: string };
  let admin: Page;
  let customer: Page;
  const problems: string[] = [];
  const suffix = Date.now().toString(36);
  const oldName = `Journey Topic Digest ${suffix}`;
  const newName = `Journey Regional Digest ${suffix}`;
  const configName = 'Weekly robotics digest';
  let editUrl = '';
  let balanceBeforePublish = 0;

  beforeAll(async () => {
    workflow = await startWorkflow();
    basalt = await startBasalt({ OUTBOUND_ALLOWED_HOSTS: new URL(workflow.url).host });
    browser = await launchBrowser();
    const open = async () => {
      // UTC, so the schedule's cron minutes read the same in the journey and in the browser.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
      const page = await context.newPage();
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('dialog', (dialog) => void dialog.accept());
      return page;
    };
    admin = await open();
    customer = await open();
  });
  afterAll(async () => {
    await browser?.close();
    await basalt?.stop();
    workflow?.server.close();
  });

  const balance = async () =>
    customer.evaluate(async () => {
      const answer = (await (await fetch('/api/session')).json()) as { user: { tokenBalance: number } };
      return answer.user.tokenBalance;
    });

  const addRequiredField = async (label: string) => {
    await admin.getByRole('button', { name: 'Add Field' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Field' });
    await dialog.getByLabel('Label').fill(label);
    await dialog.getByRole('checkbox', { name: 'Required' }).check();
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };

  it('an admin publishes an automation with one required field, Topic', async () => {
    await signIn(admin, basalt.url, demoAdmin);
    await admin.goto(`${basalt.url}/admin/automation/new`);
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(oldName);
    await admin.getByRole('textbox', { name: 'Description', exact: true }).fill('A digest of the news on a topic.');
    await admin.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Lead Generation' });
    await admin.getByRole('combobox', { name: 'Status', exact: true }).selectOption('published');
    await admin.getByRole('spinbutton', { name: 'Tokens per run', exact: true }).fill('5');
    await admin.getByRole('textbox', { name: 'Webhook URL', exact: true }).fill(`${workflow.url}/digest`);
    await addRequiredField('Topic');
    await admin.getByRole('button', { name: 'Create Automation' }).click();
    await admin.getByRole('dialog', { name: 'Automation created' }).getByRole('button', { name: 'Done' }).click();
    await admin.waitForURL(`${basalt.url}/admin`);
  });

  it('a customer runs it, saves the configuration and schedules it', async () => {
    await signIn(customer, basalt.url, demoUser);
    await customer.goto(`${basalt.url}/marketplace`);
    await customer.getByRole('searchbox', { name: 'Search automations' }).fill(oldName);
    await customer.getByRole('link', { name: oldName }).click();
    await customer.getByRole('heading', { level: 1, name: oldName }).waitFor();
    await customer.locator('html[data-app-ready]').waitFor();
    const before = await balance();

    await customer.getByRole('button', { name: 'Use This Automation' }).click();
    await customer.getByRole('textbox', { name: 'Topic', exact: true }).fill('Robotics');
    await customer.getByRole('button', { name: 'Run Automation' }).click();
    await customer.getByRole('dialog').getByRole('button', { name: 'Confirm and run' }).click();
    const status = customer.getByRole('region', { name: 'Run status' });
    await status.getByRole('heading', { name: 'Completed' }).waitFor({ timeout: 30_000 });
    await status.getByText('Topic researched').waitFor();
    await expect.poll(balance).toBe(before - 5);

    await status.getByRole('button', { name: 'Run Again' }).click();
    await customer.getByLabel('Configuration name').fill(configName);
    await customer.getByRole('textbox', { name: 'Topic', exact: true }).fill('Robotics');
    await customer.getByRole('button', { name: 'Save Configuration' }).click();
    await customer.getByText('Configuration saved').waitFor();

    await customer.goto(`${basalt.url}/my-automations`);
    await customer.getByRole('button', { name: `Schedule ${configName}` }).click();
    const dialog = customer.getByRole('dialog', { name: 'Schedule runs' });
    await dialog.getByLabel('Repeat').selectOption({ label: 'Custom cron expression' });
    await dialog.getByLabel('Cron expression').fill(cronStartingSoon());
    expect(await dialog.getByLabel(/Time zone/).inputValue()).toBe('UTC');
    await dialog.getByText(/^First run: /).waitFor();
    await dialog.getByRole('button', { name: 'Create schedule' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const schedule = customer.getByRole('group', { name: `Schedule ${configName}` });
    await schedule.getByText('Active').waitFor();
    expect(await schedule.textContent()).toContain('No runs yet');
  });

  it('the admin renames it, adds a required Region field and publishes with a note', async () => {
    balanceBeforePublish = await balance();
    await admin.goto(`${basalt.url}/admin/automations`);
    const row = admin.getByRole('row').filter({ hasText: oldName });
    await row.getByRole('link', { name: `Edit ${oldName}` }).click();
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(newName);
    await addRequiredField('Region');
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('Draft saved').first().waitFor();
    editUrl = admin.url();

    await admin.getByRole('button', { name: 'Publish changes' }).click();
    const publish = admin.getByRole('dialog', { name: 'Publish changes' });
    await publish.getByLabel('What changed?').fill('Adds a required Region field');
    await publish.getByRole('button', { name: 'Publish version 2' }).click();
    await admin.getByText('Version 2 is live').first().waitFor();
    await admin.getByText('Adds a required Region field').first().waitFor();
    await saveScreenshot(admin, 'automation-versions-published');
  });

  it("the customer's old run keeps the old name; the configuration is flagged; the schedule is paused, uncharged, and its owner e-mailed", async () => {
    await customer.goto(`${basalt.url}/automation-history`);
    await customer
      .getByRole('row', { name: new RegExp(oldName) })
      .first()
      .waitFor();
    expect(await customer.getByRole('row', { name: new RegExp(newName) }).count()).toBe(0);

    await customer.goto(`${basalt.url}/my-automations`);
    const attention = customer.getByRole('list', { name: 'Needs your attention' });
    await attention.waitFor();
    expect(await attention.textContent()).toContain('Region');

    const schedule = customer.getByRole('group', { name: `Schedule ${configName}` });
    await schedule.getByText('Paused', { exact: true }).waitFor();
    await schedule
      .getByText(new RegExp(`^${newName} changed: .*Region.*Update the configuration, then resume\\.$`))
      .waitFor();
    expect(await schedule.textContent()).toContain('No runs yet');
    expect(await balance()).toBe(balanceBeforePublish);
    await saveScreenshot(customer, 'automation-versions-schedule-paused');

    await customer.goto(`${basalt.url}/dev/mailbox?to=${encodeURIComponent(demoUser.email)}`);
    await customer.getByRole('link', { name: `Schedule paused: ${configName}` }).click();
    await customer
      .getByText(/no longer fits it, so we paused its schedule before its next run\. Nothing was charged\./)
      .first()
      .waitFor();
    await customer
      .getByText(/Needs your attention: .*Region/)
      .first()
      .waitFor();
  });

  it('the admin rolls back to version 1', async () => {
    await admin.goto(editUrl);
    const versions = admin.getByRole('listitem').filter({ hasText: 'Version 1' });
    await versions.getByRole('button', { name: 'Roll back to this version' }).click();
    await admin.getByText('Version 3 is live').first().waitFor();
    await admin.getByText('Version 3 (live)').waitFor();
  });

  it('the customer resumes the schedule, and it runs and is charged once', async () => {
    await customer.goto(`${basalt.url}/my-automations`);
    await expect.poll(() => customer.getByRole('list', { name: 'Needs your attention' }).count()).toBe(0);
    const schedule = customer.getByRole('group', { name: `Schedule ${configName}` });
    await schedule.getByRole('button', { name: 'Resume' }).click();
    await schedule.getByText('Active').waitFor();
    expect(await schedule.textContent()).not.toContain('Not planned (paused)');
    const before = await balance();

    // The ticker starts due occurrences once a minute; the next one is at most 5 minutes away.
    await expect
      .poll(
        async () => {
          await customer.reload();
          await schedule.waitFor();
          return schedule.textContent();
        },
        { timeout: 420_000, intervals: [15_000] },
      )
      .toContain('Run completed');
    expect(await balance()).toBe(before - 5);
    await saveScreenshot(customer, 'automation-versions-schedule-ran');

    await customer.goto(`${basalt.url}/automation-history`);
    await expect.poll(() => customer.getByRole('row', { name: new RegExp(`${oldName}.*Completed`) }).count()).toBe(2);
    expect(problems).toEqual([]);
  }, 480_000);
});
