import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { pausedRunRefusal, type CreateApiKeyResponse } from '@basalt/contracts';
import { automations, ledgerEntries, runs } from '../../platform/db/schema';
import { newWebhookSecret } from '../../platform/outbound';
import { createAutomation } from '../../test/factories';
import { HostileServer } from '../../test/hostile-server';
import { publishTestVersion, retireTestVersion } from '../../test/versions-test-kit';
import { balanceOf, createFundedUser, createRunTestApp, type RunTestApp } from '../../test/run-test-kit';
import { RUN_QUEUE, workRuns } from '../runs';

const qrFields = [
  { id: 'content', type: 'text' as const, label: 'Content', required: true, order: 0 },
  { id: 'size', type: 'number' as const, label: 'Size', required: false, order: 1, min: 128, max: 1024 },
];

/** Issue 17.4: an AI agent finds, prices, runs and pays for automations through /mcp with an API key. */
describe('the MCP server driven by the official SDK client', () => {
  let t: RunTestApp;
  let workflow: HostileServer;
  const clients: Client[] = [];
  beforeAll(async () => {
    workflow = await new HostileServer().start();
    t = await createRunTestApp({ OUTBOUND_ALLOWED_HOSTS: workflow.host });
    await workRuns(t.jobQueue!, t.runs);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await t.jobQueue?.offWork(RUN_QUEUE);
    await t.close();
    await workflow.close();
  });
  const db = () => t.database.db;

  async function agent(tokens: number, monthlyTokenCap?: number) {
    const { user, cookie } = await createFundedUser(t, tokens);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Agent', monthlyTokenCap },
    });
    const { key, apiKey } = created.json() as CreateApiKeyResponse;
    const client = new Client({ name: 'basalt-test-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${key}` } },
    });
    await client.connect(transport);
    clients.push(client);
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
      // Issue 38.4: every answer is also structured content (the client checked it against the tool's
      // output schema), the same object as the JSON text; a refusal is a tool error in text alone.
      expect(result.structuredContent).toEqual(result.isError ? undefined : JSON.parse(text));
      return { isError: result.isError === true, text, json: () => JSON.parse(text) as Record<string, unknown> };
    };
    return { user, keyId: apiKey.id, client, call };
  }
  const qrAutomation = (tokenCostPerRun = 2) =>
    createAutomation(db(), {
      webhookUrl: `${t.url}/sample-workflows/qr-code`,
      webhookSecret: newWebhookSecret(),
      customFields: qrFields,
      tokenCostPerRun,
    });

  it('an agent lists the six tools, and the paid one says what it charges', async () => {
    const { client } = await agent(0);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'cancel_run',
      'get_automation',
      'get_balance',
      'get_run',
      'run_automation',
      'search_automations',
    ]);
    for (const tool of tools) {
      expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object', properties: expect.any(Object) });
    }
    expect(Object.keys(tools.find((tool) => tool.name === 'get_run')!.outputSchema!.properties!)).toEqual(
      expect.arrayContaining(['run_id', 'status', 'tokens_charged', 'result', 'file_links']),
    );
    const run = tools.find((tool) => tool.name === 'run_automation')!;
    expect(run.description).toContain('charges your token balance');
    expect(Object.keys(run.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['automation', 'input', 'max_tokens', 'idempotency_key']),
    );
  });

  it('an agent finds an automation with its price and reads its input fields', async () => {
    const automation = await qrAutomation(3);
    const { call } = await agent(0);
    const found = (await call('search_automations', { query: automation.name })).json();
    expect(found.automations).toContainEqual(
      expect.objectContaining({ slug: automation.slug, quote_tokens: 3, price: '3 tokens per run' }),
    );
    const detail = (await call('get_automation', { automation: automation.slug })).json();
    expect(detail).toMatchObject({ slug: automation.slug, quote_tokens: 3 });
    expect(detail.input_fields).toEqual([
      expect.objectContaining({ key: 'content', type: 'text', required: true }),
      expect.objectContaining({ key: 'size', type: 'number', min: 128, max: 1024 }),
    ]);
  });

  it('an agent reading a paused automation is told it is temporarily unavailable, as the API says (D18)', async () => {
    const automation = await qrAutomation(3);
    const { call } = await agent(0);
    expect((await call('get_automation', { automation: automation.slug })).json()).toMatchObject({ paused: false });
    expect((await call('get_automation', { automation: automation.slug })).json()).not.toHaveProperty('message');
    await db()
      .update(automations)
      .set({ pausedAt: new Date(), pauseReason: 'Maintenance' })
      .where(eq(automations.id, automation.id));
    const detail = (await call('get_automation', { automation: automation.slug })).json();
    expect(detail).toMatchObject({ slug: automation.slug, paused: true, message: pausedRunRefusal(automation.name) });
    expect(detail.message).toContain('temporarily unavailable');
  });

  it('an agent runs an automation and gets the completed result with a working file link, charged to its key', async () => {
    const automation = await qrAutomation(2);
    const { call, user, keyId } = await agent(10);
    const answer = await call('run_automation', {
      automation: automation.slug,
      input: { content: 'https://example.com/spring-sale', size: 256 },
      max_tokens: 2,
    });
    expect(answer.isError).toBe(false);
    const run = answer.json();
    expect(run).toMatchObject({ status: 'completed', tokens_charged: 2 });
    const runId = run.run_id as string;
    const links = run.file_links as string[];
    expect(links).toHaveLength(1);
    const file = await fetch(links[0]!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/png');
    expect(await balanceOf(db(), user.id)).toBe(8);

    const [row] = await db().select({ apiKeyId: runs.apiKeyId }).from(runs).where(eq(runs.id, runId));
    expect(row!.apiKeyId).toBe(keyId);
    const charges = await db().select().from(ledgerEntries).where(eq(ledgerEntries.runId, runId));
    expect(charges.map((entry) => entry.metadata)).toEqual([expect.objectContaining({ api_key_id: keyId })]);
    expect((await call('get_run', { run_id: runId, wait_seconds: 0 })).json()).toMatchObject({
      status: 'completed',
      tokens_charged: 2,
    });
    expect((await call('get_balance')).json()).toMatchObject({
      balance_tokens: 8,
      key_monthly_cap_tokens: null,
      key_spent_this_month_tokens: 2,
    });
  });

  it('a run dearer than the max_tokens the agent passed is refused before anything is charged', async () => {
    const automation = await qrAutomation(5);
    const { call, user } = await agent(10);
    const answer = await call('run_automation', {
      automation: automation.slug,
      input: { content: 'hello' },
      max_tokens: 4,
    });
    expect(answer.isError).toBe(true);
    expect(answer.text).toContain('PRICE_ABOVE_LIMIT');
    expect(answer.text).toContain('Raise max_tokens to at least 5');
    expect(await balanceOf(db(), user.id)).toBe(10);
    expect(await db().select().from(runs).where(eq(runs.userId, user.id))).toEqual([]);
  });

  it('a key at its monthly spending cap is refused with nothing charged, though the balance would allow it', async () => {
    const automation = await qrAutomation(2);
    const { call, user } = await agent(20, 3);
    const first = await call('run_automation', { automation: automation.slug, input: { content: 'one' } });
    expect(first.json()).toMatchObject({ status: 'completed' });
    const second = await call('run_automation', { automation: automation.slug, input: { content: 'two' } });
    expect(second.isError).toBe(true);
    expect(second.text).toContain('KEY_SPENDING_CAP_REACHED');
    expect(await balanceOf(db(), user.id)).toBe(18);
    expect((await call('get_balance')).json()).toMatchObject({
      key_monthly_cap_tokens: 3,
      key_spent_this_month_tokens: 2,
      key_left_this_month_tokens: 1,
    });
  });

  it('a refused call says why, so the agent can act: not enough tokens, invalid input, unknown automation', async () => {
    const automation = await qrAutomation(2);
    const { call } = await agent(1);
    const poor = await call('run_automation', { automation: automation.slug, input: { content: 'x' } });
    expect(poor).toMatchObject({ isError: true });
    expect(poor.text).toContain('INSUFFICIENT_TOKENS');
    const invalid = await call('run_automation', { automation: automation.slug, input: { size: 256 } });
    expect(invalid).toMatchObject({ isError: true });
    expect(invalid.text).toContain('VALIDATION_FAILED');
    expect(invalid.text).toContain('content');
    const missing = await call('get_automation', { automation: 'no-such-automation' });
    expect(missing).toMatchObject({ isError: true, text: 'NOT_FOUND: Automation not found' });
  });

  it('an agent reads the versions of an automation and pins an older one, with its price; a retired one is refused', async () => {
    const automation = await qrAutomation(2);
    await publishTestVersion(db(), automation.id, { note: 'Sharper codes', changes: { tokenCostPerRun: 6 } });
    const { call, user } = await agent(20);
    const detail = (await call('get_automation', { automation: automation.slug })).json();
    expect(detail.versions).toEqual([
      { number: 2, note: 'Sharper codes', live: true, retired: false },
      { number: 1, note: 'First version', live: false, retired: false },
    ]);
    const pinned = await call('run_automation', { automation: automation.slug, input: { content: 'x' }, version: 1 });
    expect(pinned.json()).toMatchObject({ status: 'completed', version: 1, tokens_charged: 2 });
    expect(await balanceOf(db(), user.id)).toBe(18);
    await retireTestVersion(db(), automation.id, 1);
    const retired = await call('run_automation', { automation: automation.slug, input: { content: 'x' }, version: 1 });
    expect(retired).toMatchObject({ isError: true });
    expect(retired.text).toContain('VERSION_RETIRED');
    expect(retired.text).toContain('the live version is 2');
  });

  it('a long run answers its run id at once, and the agent can cancel it and get its tokens back', async () => {
    // The workflow accepts the run and never calls back: it stays running.
    const automation = await createAutomation(db(), {
      webhookUrl: `${workflow.url}/accept`,
      webhookSecret: newWebhookSecret(),
      customFields: [],
      tokenCostPerRun: 4,
    });
    const { call, user } = await agent(10);
    const started = (await call('run_automation', { automation: automation.id, wait_seconds: 0 })).json();
    expect(['pending', 'running']).toContain(started.status);
    expect(started.next).toContain('get_run');
    const cancelled = (await call('cancel_run', { run_id: started.run_id })).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', tokens_refunded: 4 });
    expect(await balanceOf(db(), user.id)).toBe(10);
  });

  it('a call without a key, or with a wrong one, is refused with 401', async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'anonymous', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${t.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
      });
    const anonymous = await post({});
    expect(anonymous.status).toBe(401);
    // Where an MCP client with only the URL starts OAuth (decision 032; mcp-oauth.test.ts).
    expect(anonymous.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${t.url}/.well-known/oauth-protected-resource/mcp"`,
    );
    expect((await post({ authorization: 'Bearer bsk_not-a-key' })).status).toBe(401);
    const client = new Client({ name: 'anonymous', version: '1.0.0' });
    // The SDK's own client sees the status and the message telling it what to send.
    await expect(client.connect(new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`)))).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining('Send your Basalt API key as Authorization: Bearer <key>'),
    });
  });
});
