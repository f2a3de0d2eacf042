import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/db/migrations';
import { createPglite } from '../../platform/db/pglite';
import { wrapPglite, type DatabaseHandle } from '../../platform/db/database';

const VERSIONS_TAG = '0044_automation_versions';

/** The migrations folder as it was before versions: the journal stops at the migration before. */
function folderBeforeVersions(): string {
  const folder = mkdtempSync(join(tmpdir(), 'basalt-before-versions-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === VERSIONS_TAG);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe('moving an existing marketplace to versions (issue 40)', () => {
  let handle: DatabaseHandle;
  const folders: string[] = [];
  afterAll(async () => {
    await handle?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('makes every automation its own version 1 with its content, and points its runs there', async () => {
    handle = await wrapPglite(createPglite());
    const db = handle.db as unknown as PgliteDatabase;
    const before = folderBeforeVersions();
    folders.push(before);
    await migrate(db, { migrationsFolder: before });

    const pglite = handle.pglite!;
    await pglite.exec(`
      insert into users (id, name, email, email_verified, created_at, updated_at)
        values ('u1', 'Ana', 'ana@example.test', true, now(), now());
      insert into automations (id, slug, name, description, status, pricing_model, token_cost_per_run,
          token_cost_per_minute, custom_fields, sample_output, webhook_url, created_by)
        values ('00000000-0000-4000-8000-000000000001', 'invoice-reader', 'Invoice Reader', 'Reads invoices',
          'published', 'per_run', 5, null,
          '[{"id":"invoice","label":"Invoice","type":"text","required":true,"order":1}]',
          '{"zeta": 1, "alpha": 2}', 'https://hooks.example.test/invoice', 'u1'),
        ('00000000-0000-4000-8000-000000000002', 'draft-thing', 'Draft Thing', 'Not yet live', 'draft',
          'per_minute', null, 1.5, '[]', null, null, null);
      insert into runs (id, user_id, automation_id, automation_name, status)
        values ('00000000-0000-4000-8000-0000000000a1', 'u1', '00000000-0000-4000-8000-000000000001',
          'Invoice Reader', 'completed');
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const versions = await pglite.query<{ slug: string; number: number; note: string; content: string }>(
      `select a.slug, v.number, v.note, v.content::text as content
         from automation_versions v join automations a on a.id = v.automation_id order by a.slug`,
    );
    expect(versions.rows.map(({ slug, number, note }) => [slug, number, note])).toEqual([
      ['draft-thing', 1, 'First version'],
      ['invoice-reader', 1, 'First version'],
    ]);
    const invoice = JSON.parse(versions.rows[1]!.content) as Record<string, unknown>;
    expect(invoice).toMatchObject({
      name: 'Invoice Reader',
      pricingModel: 'per_run',
      tokenCostPerRun: 5,
      webhookUrl: 'https://hooks.example.test/invoice',
      customFields: [{ id: 'invoice', label: 'Invoice', type: 'text', required: true, order: 1 }],
    });
    expect(Object.keys(invoice.sampleOutput as object)).toEqual(['zeta', 'alpha']);
    expect(JSON.parse(versions.rows[0]!.content)).toMatchObject({ tokenCostPerMinute: 1.5 });

    const live = await pglite.query<{ live_version: number }>(`select live_version from automations`);
    expect(live.rows.map((row) => row.live_version)).toEqual([1, 1]);
    const run = await pglite.query<{ automation_version: number }>(`select automation_version from runs`);
    expect(run.rows).toEqual([{ automation_version: 1 }]);
  });
});
