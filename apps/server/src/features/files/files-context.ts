import type { Config } from '../../platform/config/config';
import type { Database } from '../../platform/db/database';
import type { OutboundClient } from '../../platform/outbound';
import { SignedLinks, type FileStorage } from '../../platform/storage';

/** What the files feature needs, built once per process by whoever hosts it (web app or worker). */
export interface FilesContext {
  db: Database;
  storage: FileStorage;
  links: SignedLinks;
  publicUrl: string;
  retentionDays: number;
  resultFileMaxBytes: number;
  outbound: OutboundClient;
}

export function createFilesContext(
  config: Config,
  db: Database,
  storage: FileStorage,
  outbound: OutboundClient,
): FilesContext {
  return {
    db,
    storage,
    links: new SignedLinks(config.AUTH_SECRET, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
    retentionDays: config.FILE_RETENTION_DAYS,
    resultFileMaxBytes: config.RESULT_FILE_MAX_MB * 1024 * 1024,
    outbound,
  };
}

export const retentionEnd = (context: FilesContext, now = new Date()) =>
  new Date(now.getTime() + context.retentionDays * 86_400_000);
