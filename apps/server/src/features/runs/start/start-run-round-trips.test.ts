import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../platform/db/database';
import { applyMigrations } from '../../../platform/db/migrations';
import { countWrites } from '../../../test/count-writes';
import { withDatabaseName } from '../../../test/postgres-url';
import { createFundedUser, createWebhookAutomation, startRunOk } from '../../../test/run-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runStartNoticesFor } from './run-start-notices';

// pg's pipeline mode is PostgreSQL's: tested on the PostgreSQL server in every run (CI starts it),
// PGlite runs included, in a database of its own whose connections are watched from the first one.
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe("a paid run's start on PostgreSQL", () => {
  const name = `basalt_start_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: serverUrl, max: 1 });
  let handle: DatabaseHandle;
  let counted: { writes: number };
  let t: TestApp;

  beforeAll(async () => {
    await admin.query(`create database ${name}`);
    handle = openPostgres(withDatabaseName(serverUrl, name), 2);
    counted = countWrites((handle.db as unknown as { $client: pg.Pool }).$client);
    await applyMigrations(handle);
    t = await createTestApp({ database: handle, jobs: true });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('writes each of its steps once: session, automation, the whole transaction, its commit, the announcement', async () => {
    const { cookie } = await createFundedUser(t, 100);
    const automation = await createWebhookAutomation(handle.db, 'http://127.0.0.1:9/never-called');
    const start = async () => {
      await startRunOk(t, cookie, { automationId: automation.id });
      await runStartNoticesFor(handle.db, t.app.log).settled();
    };
    await start(); // Statements are prepared once per connection: the second start is the usual one.
    const before = counted.writes;
    await start();
    // The begin, the run, its charge, its job and the count of the user's unfinished runs leave in
    // one write; the count used to wait for them and take a round trip of its own.
    expect(counted.writes - before).toBe(5);
  });
});
