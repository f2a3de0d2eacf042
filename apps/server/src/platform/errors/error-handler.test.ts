import { errorResponse } from '@basalt/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from './app-error';

describe('one error shape for every failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Routes that exist only in this test, to reach each branch of the handler.
      extendApp: (app) => {
        app.get('/test/conflict', () => {
          throw new AppError('CONFLICT', 'That slug is taken');
        });
        app.get('/test/crash', () => {
          throw new Error('secret internal detail');
        });
        app.get('/test/connection-lost', () => {
          throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
        });
        app.post('/test/echo', { schema: { body: z.object({ name: z.string() }) } }, (request) => request.body);
      },
    });
  });
  afterAll(() => t.close());

  it('a bad query parameter answers 422 naming the parameter', async () => {
    const response = await t.app.inject('/api/automations?limit=abc');
    expect(response.statusCode).toBe(422);
    const body = errorResponse.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(/^querystring\.limit: /);
    expect(body.error.details?.[0]?.path).toBe('querystring.limit');
  });

  it('a body missing a required field answers 422 naming the field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/echo', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(errorResponse.parse(response.json()).error.details?.[0]?.path).toBe('body.name');
  });

  it('a lost database connection answers 503 UNAVAILABLE, so the client tries again, even once the database is back', async () => {
    const response = await t.app.inject('/test/connection-lost');
    expect(response.statusCode).toBe(503);
    expect(errorResponse.parse(response.json()).error.code).toBe('UNAVAILABLE');
  });

  it('an unknown API path answers 404 in the same shape', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(errorResponse.parse(response.json()).error.code).toBe('NOT_FOUND');
  });

  it('malformed JSON answers 400 in the same shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"run_id": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponse.parse(response.json()).error.code).toBe('BAD_REQUEST');
  });

  it.each([
    ['CONFLICT', '/test/conflict', 409, 'That slug is taken'],
    ['INTERNAL', '/test/crash', 500, 'Something went wrong on our side. Please try again.'],
  ])('a %s error maps to its status and never leaks internals', async (code, url, status, message) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message, requestId: expect.any(String) } });
  });
});

describe('the error response contract', () => {
  it('rejects a code that is not documented', () => {
    expect(errorResponse.safeParse({ error: { code: 'TEAPOT', message: 'x' } }).success).toBe(false);
  });
});
