import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/migrations-before';

describe('migration 0032: runs per automation counted in shards', () => {
  const { db, migrateBefore, migrateAll } = databaseBeforeMigration('0032_');

  const automation = (slug: string) =>
    sql`insert into automations (slug, name, description, status, pricing_model, token_cost_per_run, webhook_url)
        values (${slug}, ${slug}, 'Counted', 'published', 'per_run', 1, 'https://flows.example.com/hook') returning id`;
  const addRuns = (automationId: string, count: number) =>
    db.execute(sql`insert into runs (user_id, automation_id, automation_name, status)
                   select 'u-runner', ${automationId}::uuid, 'Counted', 'completed' from generate_series(1, ${count})`);
  const counts = async () => {
    const { rows } = await db.execute<{ automation_id: string; total: number; rows: number; lowest: number }>(
      sql`select automation_id, sum(run_count)::int as total, count(*)::int as rows, min(run_count)::int as lowest
          from automation_run_counts group by automation_id`,
    );
    return new Map(rows.map((row) => [row.automation_id, row]));
  };

  it('keeps the runs counted before it, and a delete or re-pointing later takes back exactly what was added', async () => {
    await migrateBefore();
    await db.execute(sql`insert into users (id, name, email) values ('u-runner', 'Runner', 'runner@example.com')`);
    const popular = String((await db.execute<{ id: string }>(automation('popular'))).rows[0]!.id);
    const quiet = String((await db.execute<{ id: string }>(automation('quiet'))).rows[0]!.id);
    await addRuns(popular, 13);
    await addRuns(quiet, 5);
    expect((await counts()).get(popular)).toMatchObject({ total: 13, rows: 1 });

    await migrateAll();
    const migrated = await counts();
    expect(migrated.get(popular)).toMatchObject({ total: 13 });
    expect(migrated.get(popular)!.rows).toBeGreaterThan(1);
    expect(migrated.get(quiet)).toMatchObject({ total: 5 });

    // Runs counted before the migration leave now, each from the row that holds it: no row goes below 0.
    await addRuns(popular, 4);
    await db.execute(sql`delete from runs where id in (select id from runs where automation_id = ${popular} limit 6)`);
    await db.execute(
      sql`update runs set automation_id = ${quiet} where id in (select id from runs where automation_id = ${popular} limit 3)`,
    );
    const after = await counts();
    expect(after.get(popular)).toMatchObject({ total: 8 });
    expect(after.get(quiet)).toMatchObject({ total: 8 });
    for (const row of after.values()) expect(row.lowest).toBeGreaterThanOrEqual(0);
    const { rows } = await db.execute<{ automation_id: string; runs: number }>(
      sql`select automation_id, count(*)::int as runs from runs group by automation_id`,
    );
    for (const row of rows) expect(after.get(row.automation_id)?.total).toBe(row.runs);
  }, 240_000); // Migrating a fresh PGlite twice is slow on a busy machine.
});
