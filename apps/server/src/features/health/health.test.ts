import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/query-rows';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an operator sees the process is up at /health', async () => {
    const response = await t.app.inject('/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('a load balancer sees ready once the database is reachable and migrated', async () => {
    const response = await t.app.inject('/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true } });
  });

  it('a database missing a migration is reported not ready with 503', async () => {
    const [last] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    const response = await t.app.inject('/ready');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not_ready', checks: { database: true, migrations: false } });
  });

  it('every response carries security headers', async () => {
    const response = await t.app.inject('/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
