import { errorResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestIdFor } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a plain id sent by the load balancer', () => {
    expect(requestIdFor({ headers: { 'x-request-id': 'lb-7f3a9c21.eu:01' } })).toBe('lb-7f3a9c21.eu:01');
  });

  it.each([
    ['missing', undefined],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
    ['with spaces or line breaks', 'abcd efgh\nforged log line'],
    ['repeated', ['aaaaaaaa', 'bbbbbbbb']],
  ])('replaces an id that is %s with a new UUID', (_, header) => {
    expect(requestIdFor({ headers: { 'x-request-id': header } })).toMatch(uuid);
  });
});

describe('a user reporting a failed request to support', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      extendApp: (app) => {
        app.get('/test/crash', () => {
          throw new Error('secret internal detail');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('sees the same request id in the error body and the X-Request-Id header', async () => {
    for (const url of ['/test/crash', '/api/nothing-here', '/api/automations?limit=abc']) {
      const response = await t.app.inject(url);
      const body = errorResponse.parse(response.json());
      expect(body.error.requestId).toMatch(uuid);
      expect(response.headers['x-request-id']).toBe(body.error.requestId);
    }
  });

  it("keeps the load balancer's id, so its logs and Basalt's line up", async () => {
    const response = await t.app.inject({ url: '/api/nothing-here', headers: { 'x-request-id': 'edge-5d1c0a7e' } });
    expect(response.headers['x-request-id']).toBe('edge-5d1c0a7e');
    expect(errorResponse.parse(response.json()).error.requestId).toBe('edge-5d1c0a7e');
  });

  it('gets a request id on successful answers too', async () => {
    const response = await t.app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(uuid);
  });

  it('a sign-in failure from the auth library carries the request id as well', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.PUBLIC_URL },
      payload: { email: 'nobody@example.com', password: 'Wrong-password-2026' },
    });
    expect(response.statusCode).toBe(401);
    expect(errorResponse.parse(response.json()).error.requestId).toBe(response.headers['x-request-id']);
  });
});
