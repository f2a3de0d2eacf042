import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

async function headersOf(https: boolean) {
  const app = Fastify();
  await registerSecurityHeaders(app, { https });
  app.get('/', () => ({ ok: true }));
  const response = await app.inject('/');
  await app.close();
  return response.headers;
}

describe('security headers', () => {
  it('every response carries the strict set, with scripts from our own origin only', async () => {
    const headers = await headersOf(false);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('over https, browsers are told to stay on https', async () => {
    const headers = await headersOf(true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
