import type { Readable } from 'node:stream';
import type { storedFiles } from '../../platform/db/schema';
import type { FilesContext } from './files-context';
import { deleteStoredFiles, insertStoredFile, updateStoredFileContent, type StoredFile } from './files.queries';

/** What a streamed file turned out to be once all of it was stored; throws when it breaks a rule. */
export type SettleContent = () => { mime: string; size: number };

/**
 * Writes a file's row, then its bytes: a row whose bytes are missing is purged with the others when
 * it expires, while bytes without a row would stay on disk for ever (finding 6 of issue 13). A
 * streamed file's type and size are known only at its end, so `settle` then gives them (the row
 * holds the first estimate until then) or refuses the file. When any step fails, bytes and row go.
 */
export async function storeFile(
  context: FilesContext,
  values: typeof storedFiles.$inferInsert,
  content: Buffer | Readable,
  settle?: SettleContent,
): Promise<StoredFile> {
  const file = await insertStoredFile(context.db, values);
  let stored = false;
  try {
    await context.storage.put(file.storageKey, content, file.mime);
    stored = true;
    const settled = settle?.();
    if (!settled || (settled.mime === file.mime && settled.size === file.size)) return file;
    return await updateStoredFileContent(context.db, file.id, settled);
  } catch (error) {
    // A failed put leaves nothing behind (each storage removes its partial object).
    if (stored) await context.storage.delete(file.storageKey);
    await deleteStoredFiles(context.db, [file.id]);
    throw error;
  }
}
