import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { listAutomationsResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automations } from '../../platform/db/schema';
import { createAutomation, createCategory } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Kept catalogue answers are sent from the routes' onRequest hook (answers-by-url.ts): over a real
 * socket, as a browser gets them, with every other hook of the app still applied.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** Raw bytes and headers as sent (fetch would decompress and hide Content-Encoding's work). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

const decoded = ({ headers, bytes }: Answer) => {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(bytes).toString();
  if (headers['content-encoding'] === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
};
const names = (answer: Answer) =>
  listAutomationsResponse.parse(JSON.parse(decoded(answer))).automations.map((a) => a.name);
const withoutPerRequest = ({ headers }: Answer) => {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
};
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const METRICS_TOKEN = 'kept-answers-metrics-token';

/**
 * An app on a real port for the tests of one describe block, counting the requests that reach a
 * route's handler, and adding a header in an onSend hook registered after every route; read its
 * fields inside the tests.
 */
function useListeningApp(cacheSeconds: string) {
  const app = { t: undefined as unknown as TestApp, base: '', reachedHandler: [] as string[] };
  beforeAll(async () => {
    app.t = await createTestApp({
      env: { CATALOGUE_CACHE_SECONDS: cacheSeconds, METRICS_TOKEN },
      extendApp: (fastify) => {
        fastify.addHook('preHandler', (request, _reply, done) => {
          app.reachedHandler.push(request.url);
          done();
        });
        fastify.addHook('onSend', async (_request, reply) => {
          reply.header('x-added-later', 'yes');
        });
      },
    });
    app.base = await app.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.t.close());
  return app;
}

/** A category of its own with automations in it, once the change notices of the inserts have arrived. */
async function catalogueOf(t: TestApp, ...automationNames: string[]) {
  const category = await createCategory(t.database.db);
  const made = [];
  for (const name of automationNames)
    made.push(await createAutomation(t.database.db, { name, categoryId: category.id }));
  // A notice arriving after the first read would clear what that read kept.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { path: `/api/automations?category=${encodeURIComponent(category.name)}&sort=name_asc`, made };
}

describe('catalogue answers kept by URL', () => {
  const app = useListeningApp('600');

  it('a second visitor gets the same bytes and headers as the first, without the route running again', async () => {
    // Four cards: over the 1 kB below which answers go uncompressed.
    const { path } = await catalogueOf(app.t, 'Alpha', 'Beta', 'Gamma', 'Delta');
    const first = await get(app.base + path, BROWSER);
    const second = await get(app.base + path, BROWSER);

    expect(app.reachedHandler.filter((url) => url === path)).toHaveLength(1);
    expect(second.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(names(second)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma']);
    expect(withoutPerRequest(second)).toEqual(withoutPerRequest(first));
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('a header that a hook added after the routes is on a kept answer too', async () => {
    const { path } = await catalogueOf(app.t, 'Sigma', 'Tau');
    await get(app.base + path, BROWSER);
    const kept = await get(app.base + path, BROWSER);
    expect(app.reachedHandler.filter((url) => url === path)).toHaveLength(1);
    expect(kept.headers['x-added-later']).toBe('yes');
  });

  it('each client gets the encoding it accepts, with its length', async () => {
    const { path } = await catalogueOf(app.t, 'Kappa', 'Lambda', 'Mu', 'Nu');
    await get(app.base + path, BROWSER);
    const plain = await get(app.base + path);
    const gzip = await get(app.base + path, { 'accept-encoding': 'gzip' });

    expect(app.reachedHandler.filter((url) => url === path)).toHaveLength(1);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.bytes.length);
    expect(names(plain)).toEqual(['Kappa', 'Lambda', 'Mu', 'Nu']);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(names(gzip)).toEqual(['Kappa', 'Lambda', 'Mu', 'Nu']);
    expect(gzip.headers.vary).toBe('accept-encoding');
  });

  it('an edit to the catalogue reaches the next visitor at once, though the cache keeps answers for minutes', async () => {
    const { path, made } = await catalogueOf(app.t, 'Omicron', 'Epsilon');
    expect(names(await get(app.base + path, BROWSER))).toEqual(['Epsilon', 'Omicron']);
    expect(names(await get(app.base + path, BROWSER))).toEqual(['Epsilon', 'Omicron']);

    await app.t.database.db.update(automations).set({ name: 'Zeta' }).where(eq(automations.id, made[0]!.id));
    await expect
      .poll(async () => names(await get(app.base + path, BROWSER)), { timeout: 2000 })
      .toEqual(['Epsilon', 'Zeta']);
  });

  it('a request with an API key always runs the route, so its quota counts it', async () => {
    const { path } = await catalogueOf(app.t, 'Eta');
    await get(app.base + path, BROWSER);
    const before = app.reachedHandler.length;
    const withKey = await get(app.base + path, { ...BROWSER, authorization: 'Bearer not-a-real-key' });
    expect(withKey.status).toBe(200);
    expect(app.reachedHandler.length).toBe(before + 1);
  });

  it('kept answers count in the latency metric under their route', async () => {
    const { path } = await catalogueOf(app.t, 'Theta');
    const count = async () => {
      const metrics = decoded(await get(`${app.base}/metrics`, { authorization: `Bearer ${METRICS_TOKEN}` }));
      const line = metrics
        .split('\n')
        .find((l) => l.startsWith('http_request_duration_seconds_count{') && l.includes('route="/api/automations"'));
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 3; i++) await get(app.base + path, BROWSER);
    expect(await count()).toBe(before + 3);
  });
});

describe('kept answers window', () => {
  const app = useListeningApp('1');

  it('an answer is kept no longer than the catalogue cache keeps it', async () => {
    const { path } = await catalogueOf(app.t, 'Iota');
    await get(app.base + path, BROWSER);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await get(app.base + path, BROWSER);
    expect(app.reachedHandler.filter((url) => url === path)).toHaveLength(2);
  });
});
