import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerRender } from '@basalt/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerRender, renderPageBody, serverRenderEntry } from './server-render';

describe("the web app's server rendering inside the server", () => {
  const app = Fastify({ genReqId: () => 'page-request-1' });
  // Stands in for the web app's bundle: it calls the API as the app's queries do.
  const render: ServerRender = async ({ url, fetch }) => {
    const session = await fetch('/api/whoami?x=1', { method: 'GET' });
    const missing = await fetch('/api/missing', { method: 'GET' });
    return { html: `${url} ${session.status} ${await session.text()} ${missing.status}`, data: '' };
  };
  beforeAll(async () => {
    app.get('/api/whoami', async (request) => ({
      cookie: request.headers.cookie ?? null,
      requestId: request.headers['x-request-id'],
      query: request.query,
    }));
    app.get('/page', async (request) => (await renderPageBody(app, render, request))?.html);
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers the page's API calls through the server's own routes, with the visitor's cookies", async () => {
    const response = await app.inject({ url: '/page', headers: { cookie: 'basalt.session=abc' } });
    expect(response.body).toBe(
      `/page 200 ${JSON.stringify({ cookie: 'basalt.session=abc', requestId: 'page-request-1', query: { x: '1' } })} 404`,
    );
  });

  it('a visitor without cookies calls the API without any', async () => {
    expect((await app.inject('/page')).body).toContain('"cookie":null');
  });

  it('loads the bundle built beside the web app, and refuses one without a render function', async () => {
    const root = mkdtempSync(join(tmpdir(), 'basalt-ssr-'));
    mkdirSync(join(root, 'dist'));
    expect(serverRenderEntry(join(root, 'dist'))).toBeUndefined();
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), 'export const render = async () => null;');
    const entry = serverRenderEntry(join(root, 'dist'))!;
    expect(await (await loadServerRender(entry))({ url: '/', fetch })).toBeNull();
    writeFileSync(join(root, 'dist-ssr', 'other.js'), 'export const x = 1;');
    await expect(loadServerRender(join(root, 'dist-ssr', 'other.js'))).rejects.toThrow('exports no render function');
  });
});
