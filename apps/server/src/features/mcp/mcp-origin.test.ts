import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateApiKeyResponse } from '@basalt/contracts';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'origin-test', version: '1.0.0' } },
};

// Issue 38.4: with a valid key, a page on another site (or a DNS-rebound name) was answered 200.
describe('the MCP endpoint checks Origin on every request', () => {
  let t: TestApp;
  let key = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:3000' } });
    const { cookie } = await createSignedInUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie },
      payload: { name: 'A' },
    });
    key = (created.json() as CreateApiKeyResponse).key;
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...headers },
      payload: initialize,
    });

  it('a foreign Origin is refused 403 even with a valid key, on every method', async () => {
    const foreign = { origin: 'http://evil.example.com', authorization: `Bearer ${key}` };
    const refused = await post(foreign);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null });
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/mcp', headers: foreign })).statusCode, method).toBe(403);
    }
  });

  it('its own origin, or no Origin at all (a program), is answered', async () => {
    expect((await post({ origin: 'http://127.0.0.1:3000', authorization: `Bearer ${key}` })).statusCode).toBe(200);
    expect((await post({ authorization: `Bearer ${key}` })).statusCode).toBe(200);
  });
});
