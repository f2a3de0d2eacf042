import { describe, expect, it } from 'vitest';
import { s3Storage } from './s3-storage';
import { sha256Hex, signV4 } from './sigv4';

// AWS's published examples (Amazon S3 API reference, "Signature calculations for the Authorization
// header", example signature calculations).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const now = new Date('2013-05-24T00:00:00Z');
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]+)/.exec(headers.authorization!)?.[1];

describe('SigV4 against AWS test vectors', () => {
  it('signs the GET Object example', () => {
    const headers = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: sha256Hex(''),
        now,
      },
      credentials,
    );
    expect(headers.authorization).toContain(
      'Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date',
    );
    expect(signatureOf(headers)).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('signs the PUT Object example, with a $ in the key', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signV4(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        now,
      },
      credentials,
    );
    expect(headers['x-amz-content-sha256']).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('sends signed PUT, GET and DELETE requests to the path-style object URL', async () => {
    const seen: { method: string; url: string; auth: string | null }[] = [];
    const objects = new Map<string, Buffer>();
    const fakeFetch = (async (input: URL, init: RequestInit) => {
      const url = String(input);
      seen.push({ method: init.method!, url, auth: new Headers(init.headers).get('authorization') });
      if (init.method === 'PUT') objects.set(url, Buffer.from(init.body as Buffer));
      if (init.method === 'GET') {
        const body = objects.get(url);
        return body ? new Response(body) : new Response('', { status: 404 });
      }
      return new Response('', { status: 200 });
    }) as typeof fetch;
    const storage = s3Storage(
      {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'basalt',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
      fakeFetch,
    );
    await storage.put('u1/a1/1_report.csv', Buffer.from('a,b'), 'text/csv');
    const stream = await storage.get('u1/a1/1_report.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('a,b');
    expect(await storage.get('u1/a1/missing.csv')).toBeNull();
    await storage.delete('u1/a1/1_report.csv');
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ['PUT', 'http://127.0.0.1:9000/basalt/u1/a1/1_report.csv'],
      ['GET', 'http://127.0.0.1:9000/basalt/u1/a1/1_report.csv'],
      ['GET', 'http://127.0.0.1:9000/basalt/u1/a1/missing.csv'],
      ['DELETE', 'http://127.0.0.1:9000/basalt/u1/a1/1_report.csv'],
    ]);
    expect(seen.every((request) => request.auth?.startsWith('AWS4-HMAC-SHA256 Credential=key/'))).toBe(true);
  });
});
