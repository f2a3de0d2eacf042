import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './address-policy';
import { OutboundClient } from './outbound-client';
import { OutboundError, validateWebhookUrl } from './outbound-policy';
import { fixedLookup } from './test-lookup';

const lookup = fixedLookup({
  localhost: ['127.0.0.1', '::1'],
  'metadata.google.internal': ['169.254.169.254'],
  'internal.example.com': ['10.1.2.3'],
  'mixed.example.com': ['93.184.216.34', '192.168.0.1'],
  'v6-private.example.com': ['fd12:3456::1'],
  'public.example.com': ['93.184.216.34'],
});
const policy = { allowedHosts: [], lookup };

/** Each is refused when an admin saves it and when a run calls it (issue 6, SSRF table). */
const refusedUrls = [
  'http://127.0.0.1/',
  'http://localhost:8080/admin',
  'http://127.1/',
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0x0.0x0.0x1/',
  'http://0177.0.0.1/',
  'http://0.0.0.0/',
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'http://100.100.100.200/latest/meta-data/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://[::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[fe80::1]/',
  'http://[fd00:ec2::254]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[2002:7f00:1::]/',
  'http://[::ffff:0:127.0.0.1]:4301/x',
  'http://[::ffff:0:808:808]/',
  'http://[64:ff9b:1::7f00:1]/',
  'http://[64:ff9b:1:ffff::808:808]/',
  'http://internal.example.com/hook',
  'http://mixed.example.com/hook',
  'http://v6-private.example.com/hook',
  'ftp://public.example.com/file',
  'file:///etc/passwd',
  'gopher://127.0.0.1:70/_stats',
  'javascript:alert(1)',
];

describe('SSRF table: webhook URLs that must never be reached', () => {
  it('has at least 20 entries', () => expect(refusedUrls.length).toBeGreaterThanOrEqual(20));

  it.each(refusedUrls)('%s is refused when an admin saves it', async (url) => {
    await expect(validateWebhookUrl(url, policy)).rejects.toBeInstanceOf(OutboundError);
  });

  it.each(refusedUrls)('%s is refused when a run calls it, before any byte is sent', async (url) => {
    const client = new OutboundClient(policy);
    const call = client.request({ method: 'POST', url, body: '{}', timeoutMs: 2_000, maxBytes: 1024 });
    await expect(call).rejects.toMatchObject({ kind: 'refused_address' });
    client.close();
  });

  it('accepts a public address and a name that resolves only to public addresses', async () => {
    await expect(validateWebhookUrl('https://93.184.216.34/hook', policy)).resolves.toBeInstanceOf(URL);
    await expect(validateWebhookUrl('https://public.example.com/hook', policy)).resolves.toBeInstanceOf(URL);
    await expect(validateWebhookUrl('https://[2606:4700:4700::1111]/', policy)).resolves.toBeInstanceOf(URL);
  });

  it('refuses credentials in the URL and names that do not resolve', async () => {
    await expect(validateWebhookUrl('https://user:pw@public.example.com/', policy)).rejects.toThrow(/user name/);
    await expect(validateWebhookUrl('https://nowhere.invalid/', policy)).rejects.toThrow(/could not be found/);
  });

  it('classifies addresses the way the table expects', () => {
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
    expect(isForbiddenAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isForbiddenAddress('2606:4700:4700::1111')).toBe(false);
    expect(isForbiddenAddress('172.32.0.1')).toBe(false);
    expect(isForbiddenAddress('172.31.255.255')).toBe(true);
    expect(isForbiddenAddress('not an address')).toBe(true);
    // IPv4-translated and local-use NAT64 ranges are refused whole, whatever IPv4 address they carry.
    expect(isForbiddenAddress('::ffff:0:8.8.8.8')).toBe(true);
    expect(isForbiddenAddress('::ffff:0:a9fe:a9fe')).toBe(true);
    expect(isForbiddenAddress('64:ff9b:1::808:808')).toBe(true);
    expect(isForbiddenAddress('64:ff9b:1:abcd::1')).toBe(true);
    // The well-known NAT64 prefix stays usable for public addresses.
    expect(isForbiddenAddress('64:ff9b::808:808')).toBe(false);
    expect(isForbiddenAddress('64:ff9b::7f00:1')).toBe(true);
  });
});

describe("Basalt's own host", () => {
  const own = {
    allowedHosts: [],
    allowedUrlPrefixes: ['http://localhost:3000/sample-workflows/'],
    ownHosts: ['localhost:3000', 'basalt.example.com'],
    lookup,
  };

  it.each([
    'http://localhost:3000/dev/mailbox',
    'http://localhost:3000/sample-workflows/../api/admin/users',
    'http://localhost:3000/sample-workflows/%2e%2e/metrics',
    'http://localhost:3000/sample-workflowsX/noop',
    'https://basalt.example.com/api/files/1/content',
  ])('%s is refused, by name, before any address is looked up', async (url) => {
    await expect(validateWebhookUrl(url, own)).rejects.toThrow(/Basalt itself/);
    await expect(
      new OutboundClient(own).request({ method: 'GET', url, timeoutMs: 1_000, maxBytes: 1024 }),
    ).rejects.toThrow(/Basalt itself/);
  });

  it('a sample workflow path is allowed', async () => {
    await expect(validateWebhookUrl('http://localhost:3000/sample-workflows/noop', own)).resolves.toBeInstanceOf(URL);
  });
});

describe('the outbound client against a local server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:9/secret' }).end();
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('{}'), 1_000);
      } else if (request.url === '/huge') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('x'.repeat(64 * 1024));
        response.end('y'.repeat(64 * 1024));
      } else {
        response.end(JSON.stringify({ ok: true }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = (client: OutboundClient, path: string, maxBytes = 1024 * 1024, timeoutMs = 5_000) =>
    client.request({ method: 'POST', url: `${base}${path}`, body: '{}', timeoutMs, maxBytes });

  it('refuses a loopback server unless its host is allow-listed', async () => {
    await expect(call(new OutboundClient(policy), '/')).rejects.toMatchObject({ kind: 'refused_address' });
    const allowed = new OutboundClient({ allowedHosts: [new URL(base).host] });
    expect((await call(allowed, '/')).status).toBe(200);
    allowed.close();
  });

  it('refuses a name that resolved to a public address when checked and to loopback when connecting', async () => {
    let answers = 0;
    const rebinding = fixedLookup({
      'rebind.example.com': () => (answers++ === 0 ? ['93.184.216.34'] : ['127.0.0.1']),
    });
    const rebindPolicy = { allowedHosts: [], lookup: rebinding };
    const port = new URL(base).port;
    await expect(validateWebhookUrl(`http://rebind.example.com:${port}/`, rebindPolicy)).resolves.toBeInstanceOf(URL);
    const client = new OutboundClient(rebindPolicy);
    await expect(
      client.request({ method: 'POST', url: `http://rebind.example.com:${port}/`, timeoutMs: 2_000, maxBytes: 1024 }),
    ).rejects.toMatchObject({ kind: 'refused_address' });
    client.close();
  });

  it('never follows a redirect: the 302 to 127.0.0.1 is the answer', async () => {
    const client = new OutboundClient({ allowedHosts: [new URL(base).host] });
    const response = await call(client, '/redirect');
    expect(response.status).toBe(302);
    client.close();
  });

  it('gives up after the timeout and cuts an answer over the size limit', async () => {
    const client = new OutboundClient({ allowedHosts: [new URL(base).host] });
    await expect(call(client, '/slow', 1024, 200)).rejects.toMatchObject({ kind: 'timeout' });
    await expect(call(client, '/huge', 16 * 1024)).rejects.toMatchObject({ kind: 'response_too_large' });
    client.close();
  });
});
