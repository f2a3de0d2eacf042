import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files under DATA_DIR/files, one file per key. */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx' refuses to overwrite, as the spec's storage does ("no overwrite").
      await writeFile(path, data, { flag: 'wx' });
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
