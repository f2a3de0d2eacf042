import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../platform/db/migrations';

/**
 * A copy of the migrations folder whose journal stops before the migration tagged `tagPrefix…`, to set
 * up a database as it was before that migration. The caller removes the folder.
 */
export function migrationsFolderBefore(tagPrefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'basalt-migrations-'));
  cpSync(migrationsFolder(), copy, { recursive: true });
  const journalPath = join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith(tagPrefix));
  if (at <= 0) throw new Error(`No migration tagged ${tagPrefix}… after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}
