import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, requestCounters } from '../../platform/db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createAutomation } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ANALYTICS_EVENT_LIMIT } from './analytics.routes';

describe('first-party analytics (D9)', () => {
  let t: TestApp;
  const send = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/analytics/events', payload, headers: cookie ? { cookie } : {} });
  const latest = async () =>
    (await t.database.db.select().from(analyticsEvents).orderBy(desc(analyticsEvents.createdAt)).limit(1))[0];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a page view is stored without its query string or a cookie, and with the referring page only', async () => {
    const response = await send({
      name: 'page_view',
      path: '/marketplace?q=private+search',
      referrer: 'https://news.example.com/story?id=42#top',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await latest()).toMatchObject({
      name: 'page_view',
      path: '/marketplace',
      referrer: 'https://news.example.com/story',
      userId: null,
      automationId: null,
    });
  });

  it("an automation view names the automation and a signed-in viewer's id", async () => {
    const automation = await createAutomation(t.database.db);
    const { user, cookie } = await createSignedInUser(t);
    const response = await send(
      { name: 'automation_viewed', path: `/basalt/${automation.slug}`, automationId: automation.id },
      cookie,
    );
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.automationId, automation.id));
    expect(row).toMatchObject({ name: 'automation_viewed', userId: user.id, path: `/basalt/${automation.slug}` });
  });

  it('unknown events and automation views without an automation are refused', async () => {
    expect((await send({ name: 'click', path: '/' })).statusCode).toBe(422);
    expect((await send({ name: 'automation_viewed', path: '/basalt/x' })).statusCode).toBe(422);
    expect((await send({ name: 'page_view', path: 'https://elsewhere.example/' })).statusCode).toBe(422);
  });
});

describe('analytics abuse limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('a script flooding page views from one address stops being counted; other visitors still are', async () => {
    const path = `/flood-${randomUUID().slice(0, 8)}`;
    const send = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: { name: 'page_view', path },
        remoteAddress,
      });
    // The address has already used its hour's allowance.
    await t.database.db
      .insert(requestCounters)
      .values({ key: 'analytics:203.0.113.9', windowStartedAt: new Date(), hits: ANALYTICS_EVENT_LIMIT.max });
    const counted = () => t.database.db.$count(analyticsEvents, eq(analyticsEvents.path, path));

    expect((await send('203.0.113.9')).statusCode).toBe(204);
    expect(await counted()).toBe(0);
    expect((await send('203.0.113.10')).statusCode).toBe(204);
    expect(await counted()).toBe(1);
  });
});
