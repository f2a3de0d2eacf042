import http from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

// Large enough to be worth compressing; the build writes the .br and .gz copies beside it.
const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `automation ${i}`))};`;

function headersOf(url: string, headers: Record<string, string>): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      resolve(response.headers);
      request.destroy();
    });
    request.on('error', reject);
  });
}

describe('what the server sends over the wire', () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'basalt-web-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(
      join(root, 'index.html'),
      `<!doctype html><html><head><title>Basalt</title></head><body><div id="root"></div>${'<p>page</p>'.repeat(200)}</body></html>`,
    );
    writeFileSync(join(root, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(root, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    t = await createTestApp({ seed: true, webRoot: root });
  });
  afterAll(() => t.close());

  it('a browser that accepts brotli gets the hashed script compressed at build time, cached for a year', async () => {
    const response = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('a browser that accepts only gzip gets the gzip copy, and one that accepts neither the file itself', async () => {
    const gzip = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toContain('immutable');
  });

  it('a page arrives compressed and is never cached as is', async () => {
    const response = await t.app.inject({ url: '/marketplace', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it("the marketplace's JSON arrives compressed", async () => {
    const response = await t.app.inject({ url: '/api/automations', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('a kept catalogue answer is compressed once and sent as the same JSON in every encoding', async () => {
    const plain = await t.app.inject({ url: '/api/automations' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const brotli = await t.app.inject({ url: '/api/automations', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const again = await t.app.inject({ url: '/api/automations', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    const page = await t.app.inject({
      url: '/api/automations/csv-data-cleaner',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(page.rawPayload).toString()).automation.slug).toBe('csv-data-cleaner');
  });

  it('live run events are never compressed, so each event reaches the browser as it is written', async () => {
    const { cookie } = await createSignedInUser(t);
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await headersOf(`${url}/api/runs/events`, { cookie, 'accept-encoding': 'br, gzip' });
    expect(headers['content-type']).toContain('text/event-stream');
    expect(headers['content-encoding']).toBeUndefined();
  });
});
