import type { Readable } from 'node:stream';

/** Where Basalt keeps uploaded and result files: local disk by default, S3-compatible when configured. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /**
   * Stores a new object; never overwrites one (keys carry a timestamp and are unique). A stream is
   * written as it arrives; when it fails, nothing of the object is left.
   */
  put(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when it does not exist. */
  get(key: string): Promise<Readable | null>;
  /** Deletes the object; deleting one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments, so no key can reach outside the storage root. */
export function assertSafeKey(key: string) {
  const segments = key.split('/');
  if (key.length > 900 || segments.some((segment) => !/^[A-Za-z0-9._-]+$/.test(segment) || /^\.+$/.test(segment))) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
