import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/migrations-before';

describe('migration 0027: webhook endpoints', () => {
  const { db, migrateBefore, migrateAll } = databaseBeforeMigration('0027_');

  it('turns a saved default URL into an endpoint for every event, signed with the same secret', async () => {
    await migrateBefore();
    await db.execute(sql`insert into users (id, name, email) values
      ('u-kept', 'Kept', 'kept@example.com'), ('u-none', 'None', 'none@example.com')`);
    await db.execute(sql`insert into user_webhook_settings (user_id, secret, default_url) values
      ('u-kept', 'whsec_a2VwdC1zZWNyZXQ=', 'https://hooks.example.com/basalt'),
      ('u-none', 'whsec_bm9uZS1zZWNyZXQ=', null)`);

    await migrateAll();

    const endpoints = await db.execute(sql`select user_id, url, events, secret, enabled from user_webhook_endpoints`);
    expect(endpoints.rows).toEqual([
      {
        user_id: 'u-kept',
        url: 'https://hooks.example.com/basalt',
        events: ['run.started', 'run.completed', 'run.failed', 'run.refunded'],
        secret: 'whsec_a2VwdC1zZWNyZXQ=',
        enabled: true,
      },
    ]);
    // The secret for URLs a run names itself stays as it was.
    const settings = await db.execute(sql`select user_id, secret from user_webhook_settings order by user_id`);
    expect(settings.rows).toEqual([
      { user_id: 'u-kept', secret: 'whsec_a2VwdC1zZWNyZXQ=' },
      { user_id: 'u-none', secret: 'whsec_bm9uZS1zZWNyZXQ=' },
    ]);
  }, 240_000); // Migrating a fresh PGlite twice is slow on a busy machine.
});
