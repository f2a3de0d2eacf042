import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../platform/config/config';
import { categories, pricingTiers, tokenPackages, users } from '../../platform/db/schema';
import { startBasalt, type RunningBasalt } from '../../start-basalt';
import { createSignedInUser } from '../../test/auth-helpers';
import { HostileServer } from '../../test/hostile-server';
import { withDatabaseName } from '../../test/postgres-url';
import { freePort, waitForRun } from '../../test/run-test-kit';
import type { TestApp } from '../../test/test-app';

/**
 * Issue 38 item 7 (decision 051): a production start on an empty PostgreSQL database, the way an
 * operator starts the image (no demo), must let the first admin create a category and an automation
 * and the first user buy tokens and run it. Before, nothing created categories, token packages or
 * pricing tiers outside the demo seed, so no automation could be saved and nothing could be bought.
 */
describe('a fresh production database', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `basalt_fresh_${randomBytes(6).toString('hex')}`;
  let engine: HostileServer;
  let basalt: RunningBasalt;
  let config: Config;
  let t: TestApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    engine = await new HostileServer().start();
    const port = await freePort();
    config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: withDatabaseName(serverUrl, name),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'basalt-fresh-')),
      ADMIN_EMAILS: 'owner@example.com',
      // The operator's engine on this machine; the sandbox stands in for Stripe.
      OUTBOUND_ALLOWED_HOSTS: engine.host,
      PAYMENTS_SANDBOX: 'true',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'silent',
    });
    // The documented first-start step: starting Basalt, which migrates and seeds the reference data.
    basalt = await startBasalt(config);
    t = { app: basalt.app!, database: basalt.database, config, close: () => basalt.stop() };
  });
  afterAll(async () => {
    await basalt?.stop();
    await engine?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const send = (cookie: string, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: config.PUBLIC_URL }, ...(payload && { payload }) });
  const balanceOf = async (cookie: string) =>
    (await send(cookie, 'GET', '/api/tokens/balance')).json<{ balance: number }>().balance;

  it('holds prices and categories but no demo account or demo automation', async () => {
    const db = basalt.database.db;
    const [[packages], [tiers], [people], [filed]] = await Promise.all([
      db.select({ n: count() }).from(tokenPackages),
      db.select({ n: count() }).from(pricingTiers),
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(categories),
    ]);
    expect({ packages: packages!.n, tiers: tiers!.n, people: people!.n }).toEqual({ packages: 5, tiers: 2, people: 0 });
    expect(filed!.n).toBeGreaterThan(0);
    expect((await t.app.inject('/api/automations')).json()).toMatchObject({ automations: [] });
  });

  it('an admin creates a category and an automation, and a user buys tokens in the sandbox and runs it', async () => {
    const owner = await createSignedInUser(t, { email: 'owner@example.com' });
    const category = await send(owner.cookie, 'POST', '/api/admin/categories', { name: 'Back office' });
    expect(category.statusCode).toBe(201);
    const created = await send(owner.cookie, 'POST', '/api/admin/automations', {
      name: 'Expense summary',
      description: 'Summarises a month of expenses',
      categoryId: category.json().category.id,
      webhookUrl: `${engine.url}/ok`,
      customFields: [],
      slug: '',
      status: 'published',
      pricingModel: 'per_run',
      tokenCostPerRun: 25,
      tokenCostPerMinute: 1,
      maxDurationMinutes: 15,
      imageUrl: '',
      seoContent: {},
    });
    expect(created.statusCode).toBe(201);
    const automationId = created.json().automation.id as string;

    const buyer = await createSignedInUser(t);
    // A fresh production gives the default welcome credit on confirmation (DESIGN D20).
    expect(await balanceOf(buyer.cookie)).toBe(20);
    const { packages } = (await t.app.inject('/api/token-packages')).json<{
      packages: { id: string; label: string }[];
    }>();
    const crate = packages.find((option) => option.label === 'Crate')!;
    const checkout = await send(buyer.cookie, 'POST', '/api/checkout-sessions', {
      packageId: crate.id,
      returnPath: '/dashboard',
    });
    expect(checkout.statusCode).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${new URL(checkout.json().url).pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        number: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
        name: 'Fresh Buyer',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(await balanceOf(buyer.cookie)).toBe(270);

    const started = await send(buyer.cookie, 'POST', '/api/runs', { automationId, input: {} });
    expect(started.statusCode).toBe(201);
    // The worker of this ROLE=all process calls the engine and ends the run.
    const run = await waitForRun(basalt.database.db, started.json().run.id, (status) => status === 'completed');
    expect(run.tokensCharged).toBe(25);
    expect(await balanceOf(buyer.cookie)).toBe(245);
    expect(engine.requestsTo('/ok')).toHaveLength(1);
  });
});
