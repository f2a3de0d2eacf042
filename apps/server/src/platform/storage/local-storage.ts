import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error';
import { assertSafeKey, type FileStorage } from './file-storage';

export interface LocalStorageOptions {
  /**
   * Creates the new file at `path` and opens it for writing. The security tests hand back a handle
   * on /dev/full, so a write meets a real ENOSPC from the kernel, as on a full data folder.
   */
  createFile?: (path: string) => Promise<FileHandle>;
}

// 'wx' refuses to overwrite, as the spec's storage does ("no overwrite").
const createNewFile = (path: string) => open(path, 'wx');

/** A full disk or an exhausted quota: the request was fine, the folder has no room for it now. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);

function noRoomOr(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (!code || !NO_ROOM.has(code)) return error;
  const noRoom = new AppError(
    'UNAVAILABLE',
    'Basalt has no room to store this file right now, so nothing was kept. Please try again later.',
  );
  noRoom.cause = error;
  return noRoom;
}

/** Files under DATA_DIR/files, one file per key. */
export function localStorage(root: string, { createFile = createNewFile }: LocalStorageOptions = {}): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      let file: FileHandle;
      try {
        await mkdir(dirname(path), { recursive: true });
        file = await createFile(path);
      } catch (error) {
        throw noRoomOr(error);
      }
      try {
        if (Buffer.isBuffer(data)) {
          await file.writeFile(data);
          await file.close();
        } else {
          // The write stream closes the file when it finishes or fails.
          await pipeline(data, file.createWriteStream());
        }
      } catch (error) {
        await file.close().catch(() => undefined);
        // The file exists from its creation: left behind, a failed write (a full disk) was a file
        // that no row names and the purge never finds.
        await rm(path, { force: true });
        throw noRoomOr(error);
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
