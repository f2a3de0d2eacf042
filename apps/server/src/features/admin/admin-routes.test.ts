import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ADMIN_API_PREFIX } from './admin-guard';
import { parseRouteTree, type RouteEntry } from './route-table';

let t: TestApp;
let adminRoutes: RouteEntry[];
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminRoutes = parseRouteTree(t.app.printRoutes({ commonPrefix: false })).filter(
    (route) => route.path.startsWith(ADMIN_API_PREFIX) && route.method !== 'HEAD',
  );
  userCookie = (await createSignedInUser(t)).cookie;
  adminCookie = (await createSignedInUser(t, { admin: true })).cookie;
});
afterAll(() => t.close());

const call = (route: RouteEntry, cookie?: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.path.replace(/:[A-Za-z]+/g, randomUUID()),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });

describe('the admin API, route by route from the live route table', () => {
  it('is the whole back-office: dashboard, automations, users, tokens, audit log and lead inbox', () => {
    const paths = new Set(adminRoutes.map((route) => route.path));
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/automations',
      '/api/admin/automations/:id',
      '/api/admin/users/:id/demote',
      '/api/admin/tokens/adjustments',
      '/api/admin/audit-log',
      '/api/admin/lead-requests/:id',
    ]) {
      expect(paths).toContain(path);
    }
    expect(adminRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('answers a visitor 401 on every route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers a regular user 403 "You do not have admin permissions" on every route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, userCookie);
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(response.json().error.message).toBe('You do not have admin permissions');
    }
  });

  it('lets an admin through on every route (whatever the handler then answers)', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, adminCookie);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.statusCode);
    }
  });
});
