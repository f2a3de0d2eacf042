import { join } from 'node:path';
import type { Config } from '../config/config';
import type { FileStorage } from './file-storage';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';

export type { FileStorage } from './file-storage';
export { SignedLinks } from './signed-links';
export { localStorage } from './local-storage';

/** S3-compatible storage when S3_BUCKET and its keys are set, otherwise DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    if (!config.S3_ENDPOINT || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return s3Storage({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return localStorage(join(config.DATA_DIR, 'files'));
}
