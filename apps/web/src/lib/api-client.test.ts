import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/stub-fetch';
import { ApiError, api } from './api-client';

describe('api client', () => {
  it('a successful call sends cookies and returns the JSON body', async () => {
    const fetchStub = stubFetch({ body: { ok: true } });

    await expect(api.get('/api/things', { params: { limit: 3, skip: undefined } })).resolves.toEqual({ ok: true });

    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/api/things?limit=3');
    expect(init?.credentials).toBe('include');
  });

  it('a failed call throws the server error code, status and message', async () => {
    stubFetch({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Automation not found.' } },
    });

    const error = await api.get('/api/automations/x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Automation not found.' });
  });

  it('a failure without our error shape still gets a code from its status', async () => {
    stubFetch({ status: 502, body: 'Bad gateway' });
    await expect(api.get('/api/automations')).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 502 });
  });

  it('an unreachable server is reported as unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/automations')).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 0 });
  });
});
