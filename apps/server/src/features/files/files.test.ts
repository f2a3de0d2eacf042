import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleWorkflowsApp } from '@basalt/sample-workflows';
import { errorResponse, getFileLinkResponse, uploadFileResponse } from '@basalt/contracts';
import { storedFiles } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { executeRun } from '../runs';
import {
  createFundedUser,
  createRunTestApp,
  createWebhookAutomation,
  csvField,
  runRow,
  type RunTestApp,
  startRunRequest,
} from '../../test/run-test-kit';
import { purgeExpiredFiles } from './purge-files.job';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('file uploads for run forms', () => {
  let t: RunTestApp;
  let sample: ReturnType<typeof buildSampleWorkflowsApp>;
  let sampleUrl: string;
  beforeAll(async () => {
    sample = buildSampleWorkflowsApp();
    sampleUrl = await sample.listen({ port: 0, host: '127.0.0.1' });
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: new URL(sampleUrl).host });
  });
  afterAll(async () => {
    await t.close();
    await sample.close();
  });
  const db = () => t.database.db;

  const upload = (cookie: string | undefined, automationId: string, name: string, body: Buffer, fieldId = 'csv_file') =>
    t.app.inject({
      method: 'POST',
      url: `/api/files?automationId=${automationId}&fieldId=${fieldId}&name=${encodeURIComponent(name)}`,
      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/octet-stream' },
      payload: body,
    });

  it('a user uploads a CSV: stored under user/automation/timestamp_name and held by the field as a link', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    const response = await upload(cookie, automation.id, 'My leads (May).csv', Buffer.from('name,email\nAda,a@b.co\n'));
    expect(response.statusCode, response.body).toBe(201);
    const { file } = uploadFileResponse.parse(response.json());
    expect(file).toMatchObject({
      name: 'My leads (May).csv',
      mime: 'text/csv',
      size: 22,
      url: `${t.url}/api/files/${file.id}`,
    });
    const [row] = await db().select().from(storedFiles).where(eq(storedFiles.id, file.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${user.id}/${automation.id}/\\d{13}_My_leads__May_.csv$`));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(30 * 86_400_000);

    const opened = await t.app.inject({ url: `/api/files/${file.id}`, headers: { cookie } });
    expect(opened.statusCode).toBe(302);
    const link = new URL(opened.headers.location as string);
    const download = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(download.body).toBe('name,email\nAda,a@b.co\n');
    expect(download.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'content-type': 'text/csv' });
    expect(download.headers['content-disposition']).toContain('attachment');
    const stranger = await createSignedInUser(t);
    expect(
      (await t.app.inject({ url: `/api/files/${file.id}`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(404);
  });

  it('a program asks for its file as JSON and is answered the short-lived link and when it expires', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    const { file } = uploadFileResponse.parse(
      (await upload(cookie, automation.id, 'a.csv', Buffer.from('a\n'))).json(),
    );
    const before = Date.now();
    const asked = await t.app.inject({ url: `/api/files/${file.id}`, headers: { cookie, accept: 'application/json' } });
    expect(asked.statusCode, asked.body).toBe(200);
    const { url, expiresAt } = getFileLinkResponse.parse(asked.json());
    const link = new URL(url);
    expect(Number(link.searchParams.get('expires')) * 1000).toBe(Date.parse(expiresAt));
    expect(Date.parse(expiresAt)).toBeGreaterThan(before);
    expect((await t.app.inject({ url: `${link.pathname}${link.search}` })).body).toBe('a\n');
    // A browser following the field's link asks for HTML first and is still redirected.
    const browser = await t.app.inject({
      url: `/api/files/${file.id}`,
      headers: { cookie, accept: 'text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8' },
    });
    expect(browser.statusCode).toBe(302);
  });

  it('the type is read from the content: a PNG named .csv is refused with the accepted types', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    const response = await upload(cookie, automation.id, 'data.csv', png);
    expect(response.statusCode).toBe(422);
    expect(errorResponse.parse(response.json()).error.message).toBe('File type not allowed. Accepted types: text/csv');
  });

  it('a file over the field’s limit is refused with the size message', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    const big = Buffer.from(`a,b\n${'1,2\n'.repeat(300_000)}`);
    const response = await upload(cookie, automation.id, 'big.csv', big);
    expect(errorResponse.parse(response.json()).error.message).toBe('File size exceeds 1 MB limit');
  });

  it('uploads need a signed-in user and a file field of a published automation', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    expect((await upload(undefined, automation.id, 'a.csv', Buffer.from('a,b'))).statusCode).toBe(401);
    expect((await upload(cookie, automation.id, 'a.csv', Buffer.from('a,b'), 'nope')).statusCode).toBe(404);
    const draft = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, {
      customFields: [csvField],
      status: 'draft',
    });
    expect((await upload(cookie, draft.id, 'a.csv', Buffer.from('a,b'))).statusCode).toBe(404);
  });

  it('a run with an uploaded CSV: the workflow downloads it through its signed link and returns the result', async () => {
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, {
      customFields: [
        csvField,
        { id: 'csv_text', type: 'textarea', label: 'CSV text', required: false, order: 1 },
        { id: 'dedupe_column', type: 'text', label: 'Dedupe', required: false, order: 2 },
      ],
    });
    const { file } = uploadFileResponse.parse(
      (
        await upload(cookie, automation.id, 'leads.csv', Buffer.from(' Name ,Email\nAda,a@b.co\nAda,a@b.co\n\n'))
      ).json(),
    );
    const started = await startRunRequest(t, cookie, { automationId: automation.id, input: { csv_file: file.url } });
    expect(started.statusCode, started.body).toBe(201);
    const runId = (started.json() as { run: { id: string } }).run.id;
    await executeRun(t.runs, runId);
    const run = await runRow(db(), runId);
    expect(run.status, run.errorMessage ?? '').toBe('completed');
    expect(run.resultData).toMatchObject({ rows_in: 3, rows_out: 1 });
  });

  it('a run cannot use a file it did not upload', async () => {
    const owner = await createSignedInUser(t);
    const { cookie } = await createFundedUser(t, 50);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    const { file } = uploadFileResponse.parse(
      (await upload(owner.cookie, automation.id, 'x.csv', Buffer.from('a,b\n1,2'))).json(),
    );
    for (const value of [file.url, 'https://elsewhere.example/file.csv']) {
      const response = await startRunRequest(t, cookie, { automationId: automation.id, input: { csv_file: value } });
      expect(response.statusCode).toBe(422);
      expect(errorResponse.parse(response.json()).error.message).toBe('Please upload a file');
    }
  });

  it('files past their retention are deleted from storage and the database', async () => {
    const { cookie } = await createSignedInUser(t);
    const automation = await createWebhookAutomation(db(), `${sampleUrl}/csv-cleaner`, { customFields: [csvField] });
    const { file } = uploadFileResponse.parse(
      (await upload(cookie, automation.id, 'old.csv', Buffer.from('a,b\n1,2'))).json(),
    );
    expect(await purgeExpiredFiles(t.runs.files, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, file.id))).toEqual([]);
  });
});
