import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse } from '@basalt/contracts';
import { createAutomation } from '../../test/factories';
import { newWebhookSecret } from '../outbound';
import { createFundedUser, createRunTestApp, type RunTestApp } from '../../test/run-test-kit';

interface Answer {
  headers?: Record<string, { $ref: string }>;
}
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, Answer>;
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    headers: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
  };
}

/** The headers Basalt adds to answers on purpose, as a client reads them (lower case). */
const SPECIAL = /^(ratelimit-|retry-after|preference-applied|idempotent-replayed)/;
const documentedHeaders = (answer: Answer | undefined) =>
  Object.keys(answer?.headers ?? {}).map((name) => name.toLowerCase());

// Issue 38.2: what the document says about cookies and headers is what the server does.
describe('the API document tells the truth about cookies and headers', () => {
  let t: RunTestApp;
  let document: ApiDocument;
  beforeAll(async () => {
    t = await createRunTestApp({ RATE_LIMITS: 'true' });
    document = (await t.app.inject('/api/docs/json')).json() as ApiDocument;
  });
  afterAll(() => t.close());

  it('the session security scheme names the cookie that signing in sets', async () => {
    const { cookie } = await createFundedUser(t, 0);
    const names = cookie.split('; ').map((pair) => pair.slice(0, pair.indexOf('=')));
    const { session } = document.components.securitySchemes;
    expect(session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(names).toContain(session!.name);
    expect(session!.name).toBe('basalt.session_token');
  });

  // No worker here: the run stays queued and each wait ends after its second.
  it('a run started and read with a key answers only headers its operations document', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'Script' },
    });
    const key = { authorization: `Bearer ${(created.json() as CreateApiKeyResponse).key}` };
    const automation = await createAutomation(t.database.db, {
      webhookUrl: `${t.url}/sample-workflows/noop`,
      webhookSecret: newWebhookSecret(),
      customFields: [],
      tokenCostPerRun: 1,
    });
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/runs',
        headers: { ...key, prefer: 'wait=1', 'idempotency-key': 'truths-0001' },
        payload: { automationId: automation.id, input: {} },
      });
    await start();
    const replay = await start();
    expect(replay.statusCode, replay.body).toBe(201);
    const runId = (replay.json() as { run: { id: string } }).run.id;
    const read = await t.app.inject({ url: `/api/runs/${runId}`, headers: { ...key, prefer: 'wait=1' } });
    const answered = [
      ['post', '/api/runs', '201', replay.headers],
      ['get', '/api/runs/{id}', '200', read.headers],
    ] as const;
    for (const [method, path, status, headers] of answered) {
      const sent = Object.keys(headers).filter((name) => SPECIAL.test(name));
      expect(sent.length, `${method} ${path}`).toBeGreaterThanOrEqual(4);
      const documented = documentedHeaders(document.paths[path]![method]!.responses[status]);
      expect(documented, `${method} ${path}`).toEqual(expect.arrayContaining(sent));
    }
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('a refusal over the limit documents Retry-After; streams document Last-Event-ID; headers resolve', async () => {
    const startRun = document.paths['/api/runs']!.post!;
    expect(documentedHeaders(startRun.responses['429'])).toEqual(
      expect.arrayContaining(['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']),
    );
    for (const path of ['/api/runs/events', '/api/runs/{id}/events']) {
      expect(document.paths[path]!.get!.parameters, path).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Last-Event-ID', in: 'header' })]),
      );
    }
    // Admin routes take no key, so no key quota either.
    expect(documentedHeaders(document.paths['/api/admin/users']!.get!.responses['200'])).toEqual([]);
    const refs = new Set(JSON.stringify(document).match(/#\/components\/headers\/[A-Za-z-]+/g));
    expect([...refs].filter((ref) => !(ref.split('/').pop()! in document.components.headers))).toEqual([]);
  });

  it('GET /api/files/{id} documents its JSON answer beside the redirect', () => {
    const { responses } = document.paths['/api/files/{id}']!.get!;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '302']));
  });

  it('says which operations need a caller: a private one answers 401 anonymously, a public one does not', async () => {
    const securityOf = (path: string, method: string) =>
      document.paths[path]![method]!.security ?? (document as unknown as { security: unknown[] }).security;
    const anonymousAllowed = (path: string, method: string) =>
      securityOf(path, method).some((entry) => Object.keys(entry as object).length === 0);
    expect(anonymousAllowed('/api/schedules', 'post')).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/schedules', payload: {} })).statusCode).toBe(401);
    expect(anonymousAllowed('/api/runs', 'get')).toBe(false);
    expect((await t.app.inject('/api/runs')).statusCode).toBe(401);
    expect(anonymousAllowed('/api/automations', 'get')).toBe(true);
    expect((await t.app.inject('/api/automations')).statusCode).toBe(200);
  });
});
