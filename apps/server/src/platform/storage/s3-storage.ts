import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { assertSafeKey, type FileStorage } from './file-storage';
import { sha256Hex, signV4 } from './sigv4';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO, most S3-compatible servers) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/** S3-compatible storage over plain HTTPS with SigV4 (PUT, GET, DELETE object is all Basalt needs). */
export function s3Storage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    const endpoint = new URL(settings.endpoint);
    if (settings.forcePathStyle) return new URL(`${endpoint.origin}/${settings.bucket}/${key}`);
    return new URL(`${endpoint.protocol}//${settings.bucket}.${endpoint.host}/${key}`);
  };
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) => {
    const url = objectUrl(key);
    const signed = signV4(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
        now: new Date(),
      },
      { ...settings, service: 's3' },
    );
    // fetch sets Host itself, from the same URL that was signed.
    const { host: _host, ...headers } = signed;
    return fetchImpl(url, { method, headers, body });
  };
  return {
    kind: 's3',
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      await response.body?.cancel();
      if (!response.ok) throw new Error(`S3 PUT ${key} answered HTTP ${response.status}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok || !response.body) throw new Error(`S3 GET ${key} answered HTTP ${response.status}`);
      return Readable.fromWeb(response.body as WebReadableStream);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${key} answered HTTP ${response.status}`);
    },
  };
}
