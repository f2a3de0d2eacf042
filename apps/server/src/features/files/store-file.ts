import type { storedFiles } from '../../platform/db/schema';
import type { FilesContext } from './files-context';
import { deleteStoredFiles, insertStoredFile, type StoredFile } from './files.queries';

/**
 * Writes a file's row, then its bytes: a row whose bytes are missing is purged with the others when
 * it expires, while bytes without a row would stay on disk for ever (finding 6 of issue 13). When
 * the write fails, the row goes too.
 */
export async function storeFile(
  context: FilesContext,
  values: typeof storedFiles.$inferInsert,
  bytes: Buffer,
): Promise<StoredFile> {
  const file = await insertStoredFile(context.db, values);
  try {
    await context.storage.put(file.storageKey, bytes, file.mime);
  } catch (error) {
    await deleteStoredFiles(context.db, [file.id]);
    throw error;
  }
  return file;
}
