import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurationResponse, scheduleResponse, type CustomField } from '@basalt/contracts';
import { ledgerEntries, schedules } from '../../platform/db/schema';
import { emailsTo } from '../../test/auth-helpers';
import { balanceOf, createFundedUser, createWebhookAutomation, topicField } from '../../test/run-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { publishTestVersion } from '../../test/versions-test-kit';
import { createRunsRuntime, type RunsContext } from '../runs';
import { tickSchedules } from '../schedules';
import { lookAfterDependants } from './look-after-dependants.service';

let t: TestApp;
let worker: RunsContext;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  worker = createRunsRuntime(t.config, t.database.db, t.jobQueue);
});
afterAll(async () => {
  worker.outbound.close();
  await t.close();
});

const emailField: CustomField = { id: 'email', type: 'email', label: 'Email', required: false, order: 1 };
/** Version 2: "email" renamed "contact_email" (now required) and a required currency added. */
const changedFields: CustomField[] = [
  topicField,
  { id: 'contact_email', type: 'email', label: 'Contact e-mail', required: true, order: 1 },
  { id: 'currency', type: 'select', label: 'Currency', required: true, order: 2, options: ['EUR', 'USD'] },
];
const reason =
  'Invoice Reader changed: Contact e-mail — Contact e-mail is required. Update the configuration, then resume.';

/** A funded owner of an hourly schedule of "Weekly invoices", a configuration of Invoice Reader. */
async function scheduledConfiguration() {
  const { user, cookie } = await createFundedUser(t, 100);
  const automation = await createWebhookAutomation(t.database.db, 'http://127.0.0.1:9/never-called', {
    name: 'Invoice Reader',
    customFields: [topicField, emailField],
  });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/configurations',
    headers: { cookie },
    payload: {
      automationId: automation.id,
      configName: 'Weekly invoices',
      configData: { topic: 'Q3', email: 'a@b.co' },
    },
  });
  const configuration = configurationResponse.parse(saved.json()).configuration;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/schedules',
    headers: { cookie },
    payload: { configurationId: configuration.id, cron: '0 * * * *', timeZone: 'Europe/Berlin' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const schedule = scheduleResponse.parse(created.json()).schedule;
  return { user, cookie, automation, configuration, schedule };
}

const getConfiguration = async (cookie: string, id: string) =>
  configurationResponse.parse((await t.app.inject({ url: `/api/configurations/${id}`, headers: { cookie } })).json())
    .configuration;
const scheduleRow = async (id: string) =>
  (await t.database.db.select().from(schedules).where(eq(schedules.id, id)))[0]!;
const pausedMails = async (email: string) =>
  (await emailsTo(t, email)).filter((mail) => mail.subject === 'Schedule paused: Weekly invoices');
const ledgerOf = (userId: string) => t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
const runsOfUser = async (cookie: string) =>
  ((await t.app.inject({ url: '/api/runs', headers: { cookie } })).json() as { runs: unknown[] }).runs;
const inTwoHours = () => new Date(Date.now() + 2 * 3_600_000);

describe('dependants of an automation whose new version changes its fields (issue 40)', () => {
  it('a saved configuration needs attention for the renamed and the added field, and keeps the value that still passes', async () => {
    const { cookie, automation, configuration } = await scheduledConfiguration();
    expect(configuration.attention).toEqual([]);

    await publishTestVersion(t.database.db, automation.id, {
      note: 'Asks for the currency',
      changes: { customFields: changedFields },
    });

    const flagged = await getConfiguration(cookie, configuration.id);
    expect(flagged.attention).toEqual([
      { fieldId: 'contact_email', label: 'Contact e-mail', message: 'Contact e-mail is required' },
      { fieldId: 'currency', label: 'Currency', message: 'Currency is required' },
    ]);
    expect(flagged.configData.topic).toBe('Q3');
    expect(flagged.preview).toEqual([{ label: 'Topic', value: 'Q3' }]);
    const listed = (await t.app.inject({ url: '/api/configurations', headers: { cookie } })).json() as {
      configurations: Array<{ id: string; attention: unknown[] }>;
    };
    expect(listed.configurations.find((item) => item.id === configuration.id)!.attention).toHaveLength(2);
  });

  it('its active schedule is paused with the reason and its owner gets one e-mail, with no run and no charge', async () => {
    const { user, cookie, automation, schedule } = await scheduledConfiguration();
    const ledgerBefore = await ledgerOf(user.id);
    const { number } = await publishTestVersion(t.database.db, automation.id, {
      note: 'Asks for the currency',
      changes: { customFields: changedFields },
    });
    const publicUrl = t.config.PUBLIC_URL;

    expect(await lookAfterDependants(t.database.db, { automationId: automation.id, number, publicUrl })).toEqual({
      number,
      pausedSchedules: 1,
    });
    // Done again (a retried hook), nothing more happens.
    await lookAfterDependants(t.database.db, { automationId: automation.id, number, publicUrl });
    expect(await scheduleRow(schedule.id)).toMatchObject({ status: 'paused', pausedReason: reason, nextRunAt: null });
    await tickSchedules(worker, inTwoHours());

    const [mail, ...more] = await pausedMails(user.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain(
      'Needs your attention: Contact e-mail — Contact e-mail is required; Currency — Currency is required.',
    );
    expect(mail!.text).toContain('Nothing was charged.');
    expect(await runsOfUser(cookie)).toEqual([]);
    expect(await ledgerOf(user.id)).toEqual(ledgerBefore);
    expect(await balanceOf(t.database.db, user.id)).toBe(100);
  });

  it('a schedule that comes due before anyone looked after it is paused by the ticker instead of being charged', async () => {
    const { user, cookie, automation, schedule } = await scheduledConfiguration();
    await publishTestVersion(t.database.db, automation.id, {
      note: 'Asks for the currency',
      changes: { customFields: changedFields },
    });

    await tickSchedules(worker, inTwoHours());

    const row = await scheduleRow(schedule.id);
    expect(row).toMatchObject({ status: 'paused', pausedReason: reason, lastOutcome: 'failed', lastMessage: reason });
    expect(await pausedMails(user.email)).toHaveLength(1);
    expect(await runsOfUser(cookie)).toEqual([]);
    expect(await ledgerOf(user.id)).toHaveLength(1);
    expect(await balanceOf(t.database.db, user.id)).toBe(100);
  });

  it('resuming is refused, naming the field, until the configuration is updated to fit', async () => {
    const { cookie, automation, configuration, schedule } = await scheduledConfiguration();
    const { number } = await publishTestVersion(t.database.db, automation.id, {
      note: 'Asks for the currency',
      changes: { customFields: changedFields },
    });
    await lookAfterDependants(t.database.db, { automationId: automation.id, number, publicUrl: t.config.PUBLIC_URL });
    const resume = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/schedules/${schedule.id}/paused`,
        headers: { cookie },
        payload: { paused: false },
      });

    const refused = await resume();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: reason,
      details: [
        { path: 'contact_email', message: 'Contact e-mail is required' },
        { path: 'currency', message: 'Currency is required' },
      ],
    });
    expect((await scheduleRow(schedule.id)).status).toBe('paused');

    const fixed = await t.app.inject({
      method: 'PUT',
      url: `/api/configurations/${configuration.id}`,
      headers: { cookie },
      payload: { configName: 'Weekly invoices', configData: { topic: 'Q3', contact_email: 'a@b.co', currency: 'EUR' } },
    });
    expect(configurationResponse.parse(fixed.json()).configuration.attention).toEqual([]);
    const resumed = await resume();
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(scheduleResponse.parse(resumed.json()).schedule).toMatchObject({ status: 'active', pausedReason: null });
  });
});
