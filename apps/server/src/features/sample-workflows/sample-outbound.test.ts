import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedLinks } from '../../platform/storage';
import { createSampleOutbound, isBasaltSignedUrl } from './sample-outbound';

const publicUrl = 'http://127.0.0.1:3999';
const links = new SignedLinks('a-secret-of-at-least-thirty-two-characters', publicUrl);

describe("Basalt's own addresses a sample workflow may reach", () => {
  const fileId = randomUUID();
  const runId = randomUUID();

  it('a signed file link whose signature holds', () => {
    const link = links.link(fileId, 600);
    expect(isBasaltSignedUrl(link, publicUrl, links)).toBe(true);
    // Its first character changed for another: a fixed 'x' left one link in 64 as it was.
    const forged = link.replace(/signature=(.)/, (_match, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect(forged).not.toBe(link);
    expect(isBasaltSignedUrl(forged, publicUrl, links)).toBe(false);
    expect(isBasaltSignedUrl(link.replace(fileId, randomUUID()), publicUrl, links)).toBe(false);
  });

  it("a run's or a test call's callback URL with its token", () => {
    expect(isBasaltSignedUrl(`${publicUrl}/api/runs/${runId}/callback?token=abc`, publicUrl, links)).toBe(true);
    expect(isBasaltSignedUrl(`${publicUrl}/api/test-calls/${runId}/callback?token=abc`, publicUrl, links)).toBe(true);
    expect(isBasaltSignedUrl(`${publicUrl}/api/runs/${runId}/callback`, publicUrl, links)).toBe(false);
  });

  it.each([
    `${publicUrl}/dev/mailbox`,
    `${publicUrl}/metrics`,
    `${publicUrl}/api/files/${randomUUID()}/content/../../../../dev/mailbox?expires=1&signature=x`,
    `${publicUrl}/api/runs/${randomUUID()}/callback/../../../../dev/mailbox?token=x`,
    `http://127.0.0.1:3998/api/runs/${randomUUID()}/callback?token=abc`,
    `http://user@127.0.0.1:3999/api/runs/${randomUUID()}/callback?token=abc`,
    'http://169.254.169.254/latest/meta-data/',
  ])('nothing else: %s', (url) => {
    expect(isBasaltSignedUrl(url, publicUrl, links)).toBe(false);
  });
});

describe('the sample workflows outbound client', () => {
  let server: Server;
  let connections = 0;
  let privateUrl: string;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('private'));
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    privateUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts no callback to a loopback address, and downloads nothing from one, before connecting', async () => {
    const { outbound, close } = createSampleOutbound(publicUrl, links);
    const signal = AbortSignal.timeout(5_000);
    await expect(outbound.post(`${privateUrl}/callback`, '{}', signal)).rejects.toMatchObject({
      kind: 'refused_address',
    });
    await expect(outbound.download(`${privateUrl}/secret.csv`, 1024, signal)).rejects.toMatchObject({
      kind: 'refused_address',
    });
    expect(connections).toBe(0);
    close();
  });

  it("reaches Basalt's own signed link on loopback", async () => {
    const ownLinks = new SignedLinks('a-secret-of-at-least-thirty-two-characters', privateUrl);
    const { outbound, close } = createSampleOutbound(privateUrl, ownLinks);
    const response = await outbound.download(ownLinks.link(randomUUID(), 60), 1024, AbortSignal.timeout(5_000));
    expect(response.body.toString()).toBe('private');
    expect(connections).toBe(1);
    close();
  });
});
