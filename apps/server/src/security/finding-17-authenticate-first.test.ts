import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRouteTree, type RouteEntry } from '../features/admin/route-table';
import { createSignedInUser } from '../test/auth-helpers';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Finding 17 (issue 38, item 12): some routes validated the body before asking who was calling, so
 * an anonymous POST /api/schedules with a bad body answered 422 (describing the API to a stranger)
 * instead of 401. Walks the live route table: every /api/ route that is not public answers an
 * anonymous caller 401, whatever body or query it sends.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/session',
  'GET /api/site/stats',
  'GET /api/site/faq',
  'GET /api/site/address',
  'GET /api/automations',
  'GET /api/automations/:ref',
  'GET /api/automations/:ref/input-schema',
  'GET /api/automations/:ref/versions',
  'GET /api/categories',
  'GET /api/token-packages',
  'GET /api/files/:id/content',
  'POST /api/analytics/events',
  'POST /api/lead-requests/custom-automation',
  'POST /api/lead-requests/call',
  'POST /api/payments/webhook',
  'POST /api/runs/:id/callback',
  'POST /api/test-calls/:id/callback',
]);
/** better-auth's own routes and the API document. */
const LIBRARY_PREFIXES = ['/api/auth/', '/api/docs'];

describe('finding 17: every private /api/ route authenticates before it validates', () => {
  let t: TestApp;
  let privateRoutes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp();
    privateRoutes = parseRouteTree(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        route.path.startsWith('/api/') &&
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        !LIBRARY_PREFIXES.some((prefix) => route.path.startsWith(prefix)) &&
        !PUBLIC_ROUTES.has(`${route.method} ${route.path}`),
    );
  });
  afterAll(() => t.close());

  it('the walk covers the mutating routes the report named', () => {
    const names = new Set(privateRoutes.map((route) => `${route.method} ${route.path}`));
    for (const name of ['POST /api/schedules', 'POST /api/runs', 'PATCH /api/profile', 'POST /api/files']) {
      expect(names).toContain(name);
    }
    expect(privateRoutes.length).toBeGreaterThan(60);
  });

  it('an anonymous caller with a bad body and query gets 401 on every private route', async () => {
    const answers: string[] = [];
    for (const route of privateRoutes) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        // Bad in every way a validator could notice first: ids, query values, the body's shape.
        url: `${route.path.replace(/:[A-Za-z]+/g, 'not-an-id')}?limit=-1&cursor=%7B&status=nonsense&token=x`,
        headers: { 'content-type': 'application/json', origin: t.config.PUBLIC_URL },
        ...(route.method === 'GET' ? {} : { payload: JSON.stringify({ bogus: [1, { deep: 'a\u0000b' }] }) }),
      });
      answers.push(`${route.method} ${route.path} -> ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('-> 401'))).toEqual([]);
  });

  it('a signed-in caller still gets the validation answer', async () => {
    const { cookie } = await createSignedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedules',
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: {},
    });
    expect(response.statusCode).toBe(422);
  });

  it('a wrong API key is "who are you" too: 401 before the body is looked at', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/runs',
      headers: { authorization: `Bearer basalt_${randomUUID()}` },
      payload: { bogus: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
