import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../../test/migrations-before';
import { foldRunCounts } from './fold-run-counts.job';

describe('migration 0034: runs per automation appended as changes and folded in', () => {
  const { db, migrateBefore, migrateAll } = databaseBeforeMigration('0034_');

  const automation = async (slug: string) => {
    const { rows } = await db.execute<{ id: string }>(
      sql`insert into automations (slug, name, description, status, pricing_model, token_cost_per_run, webhook_url)
          values (${slug}, ${slug}, 'Counted', 'published', 'per_run', 1, 'https://flows.example.com/hook') returning id`,
    );
    return String(rows[0]!.id);
  };
  const addRuns = (automationId: string, count: number) =>
    db.execute(sql`insert into runs (user_id, automation_id, automation_name, status)
                   select 'u-runner', ${automationId}::uuid, 'Counted', 'completed' from generate_series(1, ${count})`);
  const folded = async () => {
    const { rows } = await db.execute<{ automation_id: string; run_count: number }>(
      sql`select automation_id, run_count from automation_run_counts`,
    );
    return new Map(rows.map((row) => [row.automation_id, row.run_count]));
  };
  const pendingChanges = async () =>
    (await db.execute<{ n: number }>(sql`select count(*)::int as n from automation_run_count_changes`)).rows[0]!.n;
  const runsPerAutomation = async () => {
    const { rows } = await db.execute<{ automation_id: string; runs: number }>(
      sql`select automation_id, count(*)::int as runs from runs where automation_id is not null group by 1`,
    );
    return new Map(rows.map((row) => [row.automation_id, row.runs]));
  };

  it('keeps the runs counted in shards as one row each, and a fold adds exactly what later inserts, deletes and re-pointings changed', async () => {
    await migrateBefore();
    await db.execute(sql`insert into users (id, name, email) values ('u-runner', 'Runner', 'runner@example.com')`);
    const popular = await automation('popular');
    const quiet = await automation('quiet');
    const removed = await automation('removed');
    await addRuns(popular, 13);
    await addRuns(quiet, 5);
    await addRuns(removed, 2);

    await migrateAll();
    expect(await folded()).toEqual(await runsPerAutomation());
    expect(await pendingChanges()).toBe(0);

    await addRuns(popular, 4);
    await db.execute(sql`delete from runs where id in (select id from runs where automation_id = ${popular} limit 6)`);
    await db.execute(
      sql`update runs set automation_id = ${quiet} where id in (select id from runs where automation_id = ${popular} limit 3)`,
    );
    await addRuns(removed, 1);
    // Deleting an automation leaves its runs (their automation_id set to null) and their changes.
    await db.execute(sql`update runs set automation_id = null where automation_id = ${removed}`);
    await db.execute(sql`delete from automations where id = ${removed}`);
    // Until the fold, the counts are where they were and the changes say what moved.
    expect((await folded()).get(popular)).toBe(13);
    expect(await pendingChanges()).toBe(4 + 6 + 3 * 2 + 1 + 3);

    expect(await foldRunCounts(db)).toBe(2);
    expect(await folded()).toEqual(new Map([...(await runsPerAutomation())]));
    expect((await folded()).get(popular)).toBe(8);
    expect((await folded()).get(quiet)).toBe(8);
    expect(await pendingChanges()).toBe(0);
    expect(await foldRunCounts(db)).toBe(0);
  }, 240_000); // Migrating a fresh PGlite twice is slow on a busy machine.
});
