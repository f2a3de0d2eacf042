import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Configuration, ListRunDeliveriesResponse, ResultDelivery, Schedule } from '@basalt/contracts';
import { mailOutbox, resultDeliveries } from '../../platform/db/schema';
import { HostileServer } from '../../test/hostile-server';
import {
  balanceOf,
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  runRow,
  startRunOk,
  startRunRequest,
  type RunTestApp,
} from '../../test/run-test-kit';
import { executeRun } from '../runs';
import { tickSchedules } from '../schedules';
import { TestReceiver } from '../../test/test-receiver';
import { createResultDeliveriesContext, startResultDeliveryWorker, type ResultDeliveriesContext } from '.';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What each service answers a good post with: Slack 200 "ok", Discord 204, Teams' Workflows 202. */
const chatSuccesses: Record<string, number> = { slack: 200, discord: 204, teams: 202 };

describe('results delivered where people work (issue 41)', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  let chat: TestReceiver;
  let deliveries: ResultDeliveriesContext;
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    chat = await new TestReceiver({ defaultStatus: (path) => chatSuccesses[path.split('/')[1] ?? ''] ?? 200 }).start();
    // The loopback receiver stands in for Slack, Discord and Teams the way local receivers do for webhooks.
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host, USER_WEBHOOK_ALLOWED_HOSTS: chat.host });
    // One retry, at once, so a failing service is failed within the test.
    deliveries = createResultDeliveriesContext(t.config, t.database.db, t.runs.files, t.jobQueue, {
      retryDelaysSeconds: [0],
    });
    await startResultDeliveryWorker(t.jobQueue!, deliveries);
  });
  afterAll(async () => {
    deliveries.outbound.close();
    await t.close();
    await workflow.close();
    await chat.close();
  });
  const db = () => t.database.db;

  async function listDeliveries(cookie: string, runId: string): Promise<ResultDelivery[]> {
    const response = await t.app.inject({ method: 'GET', url: `/api/runs/${runId}/deliveries`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return (response.json() as ListRunDeliveriesResponse).deliveries;
  }

  /** The worker polls; this waits until every delivery of the run is no longer pending. */
  async function settledDeliveries(cookie: string, runId: string) {
    for (let tries = 0; tries < 200; tries++) {
      const list = await listDeliveries(cookie, runId);
      if (list.length > 0 && list.every((delivery) => delivery.status !== 'pending')) return list;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the deliveries never settled');
  }

  async function finishedRun(cookie: string, path: string, deliver: object) {
    const automation = await createWebhookAutomation(db(), `${workflow.url}${path}`);
    const run = await startRunOk(t, cookie, { automationId: automation.id, deliver } as never);
    await executeRun(t.runs, run.id);
    return { automation, run };
  }

  it('a run sent to Slack posts its summary, a signed link to its file and a link to the run', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const { automation, run } = await finishedRun(cookie, '/with-file', {
      chat: { service: 'slack', url: `${chat.url}/slack/first` },
    });
    const [delivery] = await settledDeliveries(cookie, run.id);
    expect(delivery).toMatchObject({
      channel: 'slack',
      destination: `${chat.host}/slack/…`,
      status: 'sent',
      attempts: 1,
      lastError: null,
    });

    const [message] = chat.bodiesTo('/slack/first') as Json[];
    expect(message!.text).toBe(`${automation.name} completed: Report ready`);
    expect(message!.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: `${automation.name} completed` },
    });
    expect(message!.blocks[1]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'Report ready' } });
    const fileLine = /^\*Files\*\n• <(http:\/\/[^|]+)\|report\.csv>$/.exec(message!.blocks[2].text.text);
    expect(fileLine).not.toBeNull();
    expect(message!.blocks[3].elements[0]).toMatchObject({ url: `${t.url}/automation-history?run=${run.id}` });

    // The signed link downloads the result file without a session.
    const download = await t.app.inject({ method: 'GET', url: fileLine![1]!.slice(t.url.length) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('Ada,ada@example.com');
  });

  it('Discord gets content and an embed, Teams an Adaptive Card, each formatted for its service', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const discord = await finishedRun(cookie, '/ok', { chat: { service: 'discord', url: `${chat.url}/discord/1/x` } });
    const teams = await finishedRun(cookie, '/crash', { chat: { service: 'teams', url: `${chat.url}/teams/flow` } });
    expect((await settledDeliveries(cookie, discord.run.id))[0]!.status).toBe('sent');
    expect((await settledDeliveries(cookie, teams.run.id))[0]!.status).toBe('sent');

    expect(chat.bodiesTo('/discord/1/x')).toEqual([
      {
        content: `**${discord.automation.name} completed**`,
        embeds: [
          {
            title: `${discord.automation.name} completed`,
            url: `${t.url}/automation-history?run=${discord.run.id}`,
            description: 'All done',
            color: 0x16a34a,
            fields: [],
          },
        ],
        allowed_mentions: { parse: [] },
      },
    ]);
    const [card] = chat.bodiesTo('/teams/flow') as Json[];
    expect(card!.type).toBe('message');
    expect(card!.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    const content = card!.attachments[0].content;
    expect(content).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(content.body[0]).toMatchObject({ type: 'TextBlock', text: `${teams.automation.name} failed` });
    // A failed run says why (and that the tokens came back).
    expect(content.body[1].text).toMatch(/Your tokens have been refunded\.$/);
    expect(content.actions).toEqual([
      { type: 'Action.OpenUrl', title: 'View the run', url: `${t.url}/automation-history?run=${teams.run.id}` },
    ]);
  });

  it('"E-mail me the result" puts the summary and the signed file link in the owner’s mail', async () => {
    const { cookie, user } = await createFundedUser(t, 100);
    const { automation, run } = await finishedRun(cookie, '/with-file', { email: true });
    const [delivery] = await settledDeliveries(cookie, run.id);
    expect(delivery).toMatchObject({ channel: 'email', destination: user.email, status: 'sent', attempts: 1 });

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email.toLowerCase()));
    const mail = mails.find((m) => m.subject === `Your result from ${automation.name}`);
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('Report ready');
    expect(mail!.text).toMatch(
      /- report\.csv: http:\/\/127\.0\.0\.1:\d+\/api\/files\/[0-9a-f-]+\/content\?expires=\d+&signature=/,
    );
    expect(mail!.text).toContain(`View the result: ${t.url}/automation-history?run=${run.id}`);
    expect(mail!.html).toContain('>report.csv</a>');
  });

  it('a service that keeps refusing marks the delivery failed; Resend sends it once the channel works again', async () => {
    const { cookie } = await createFundedUser(t, 100);
    chat.plan('/slack/down', [500, 500, 500]);
    const { run } = await finishedRun(cookie, '/ok', {
      email: true,
      chat: { service: 'slack', url: `${chat.url}/slack/down` },
    });
    const list = await settledDeliveries(cookie, run.id);
    const failed = list.find((delivery) => delivery.channel === 'slack')!;
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'Slack answered HTTP 500' });
    expect(list.find((delivery) => delivery.channel === 'email')).toMatchObject({ status: 'sent' });

    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/runs/${run.id}/deliveries/${failed.id}/resend`,
        headers: { cookie },
      });
    // Right after an attempt, a Resend waits: one per delivery every 30 seconds.
    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toMatch(/^This result was sent moments ago\. Try again in \d+ seconds\.$/);

    await db()
      .update(resultDeliveries)
      .set({ lastAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(resultDeliveries.id, failed.id));
    const stillDown = await resend();
    expect(stillDown.statusCode).toBe(200);
    expect(stillDown.json().delivery).toMatchObject({ status: 'failed', attempts: 3 });

    await db()
      .update(resultDeliveries)
      .set({ lastAttemptAt: new Date(Date.now() - 60_000) })
      .where(eq(resultDeliveries.id, failed.id));
    const resent = await resend();
    expect(resent.statusCode).toBe(200);
    expect(resent.json().delivery).toMatchObject({ status: 'sent', attempts: 4, lastError: null });
    expect(chat.bodiesTo('/slack/down')).toHaveLength(4);
  });

  it('someone else’s run and its deliveries are not found', async () => {
    const owner = await createFundedUser(t, 100);
    const other = await createFundedUser(t, 0);
    const { run } = await finishedRun(owner.cookie, '/ok', { email: true });
    const [delivery] = await settledDeliveries(owner.cookie, run.id);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/runs/${run.id}/deliveries`,
      headers: { cookie: other.cookie },
    });
    expect(list.statusCode).toBe(404);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/runs/${run.id}/deliveries/${delivery!.id}/resend`,
      headers: { cookie: other.cookie },
    });
    expect(resend.statusCode).toBe(404);
  });

  it('a URL that is not the chosen service’s webhook is refused with what it should look like, nothing charged', async () => {
    const { cookie, user } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const cases = [
      [
        'slack',
        'https://discord.com/api/webhooks/1/abc',
        'Enter a Slack incoming-webhook URL: it starts with https://hooks.slack.com/services/',
      ],
      [
        'discord',
        'https://hooks.slack.com/services/T/B/X',
        'Enter a Discord webhook URL: it starts with https://discord.com/api/webhooks/',
      ],
      ['teams', `${t.url}/workflows/x`, expect.stringMatching(/^Enter a Teams webhook URL/)],
    ] as const;
    for (const [service, url, message] of cases) {
      const response = await startRunRequest(t, cookie, {
        automationId: automation.id,
        deliver: { chat: { service, url } },
      } as never);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({ message, details: [{ path: 'deliver.chat.url', message }] });
    }
    const notAUrl = await startRunRequest(t, cookie, {
      automationId: automation.id,
      deliver: { chat: { service: 'slack', url: 'hooks.slack.com/services/x' } },
    } as never);
    expect(notAUrl.statusCode).toBe(422);
    expect(notAUrl.json().error.details[0].message).toBe('Enter the incoming-webhook URL, starting with https://');
    expect(await balanceOf(db(), user.id)).toBe(100);
  });

  it('a saved configuration keeps its delivery, the runs started from it inherit it, and a bad URL saves nothing', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const deliver = { email: true, chat: { service: 'slack', url: `${chat.url}/slack/saved` } };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie },
      payload: { automationId: automation.id, configName: 'Daily', configData: { topic: 'Sales' }, deliver },
    });
    expect(created.statusCode).toBe(201);
    const configuration = (created.json() as { configuration: Configuration }).configuration;
    expect(configuration.deliver).toEqual(deliver);

    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/configurations/${configuration.id}`,
      headers: { cookie },
      payload: {
        configName: 'Renamed',
        configData: { topic: 'Sales' },
        deliver: { email: false, chat: { service: 'discord', url: 'https://example.com/hook' } },
      },
    });
    expect(refused.statusCode).toBe(422);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/configurations/${configuration.id}`,
      headers: { cookie },
    });
    expect(kept.json().configuration).toMatchObject({ configName: 'Daily', deliver });

    const run = await startRunOk(t, cookie, { automationId: automation.id, configurationId: configuration.id });
    await executeRun(t.runs, run.id);
    const list = await settledDeliveries(cookie, run.id);
    expect(list.map((d) => [d.channel, d.status])).toEqual([
      ['email', 'sent'],
      ['slack', 'sent'],
    ]);
    // A run that says where itself goes (here: nowhere) overrides the configuration.
    const own = await startRunOk(t, cookie, {
      automationId: automation.id,
      configurationId: configuration.id,
      deliver: null,
    } as never);
    expect(await listDeliveries(cookie, own.id)).toEqual([]);
    expect((await runRow(db(), own.id)).deliversResult).toBe(false);
  });

  it('a schedule’s runs deliver where the schedule says', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(db(), `${workflow.url}/ok`);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/configurations',
      headers: { cookie },
      payload: { automationId: automation.id, configName: 'Nightly', configData: { topic: 'Sales' } },
    });
    const configurationId = created.json().configuration.id as string;
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: { cookie },
      payload: {
        configurationId,
        cron: '0 3 * * *',
        timeZone: 'Europe/Berlin',
        deliver: { email: false, chat: { service: 'discord', url: `${chat.url}/discord/nightly/x` } },
      },
    });
    expect(scheduled.statusCode).toBe(201);
    const schedule = (scheduled.json() as { schedule: Schedule }).schedule;
    expect(schedule.deliver).toMatchObject({ chat: { service: 'discord' } });

    // Changing it checks the URL like every other place.
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/schedules/${schedule.id}/delivery`,
      headers: { cookie },
      payload: { deliver: { email: true, chat: { service: 'teams', url: 'https://example.com/x' } } },
    });
    expect(refused.statusCode).toBe(422);

    expect((await tickSchedules(t.runs, new Date(new Date(schedule.nextRunAt!).getTime() + 1_000))).started).toBe(1);
    const [started] = await db()
      .select()
      .from(resultDeliveries)
      .where(
        and(eq(resultDeliveries.channel, 'discord'), eq(resultDeliveries.destination, `${chat.url}/discord/nightly/x`)),
      );
    await executeRun(t.runs, started!.runId);
    expect(await settledDeliveries(cookie, started!.runId)).toEqual([
      expect.objectContaining({ channel: 'discord', status: 'sent' }),
    ]);
    const [message] = chat.bodiesTo('/discord/nightly/x') as Json[];
    expect(message!.embeds[0]).toMatchObject({ title: `${automation.name} completed`, description: 'All done' });
  });
});
