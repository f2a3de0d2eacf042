import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to stored files that anyone holding them may open until they expire: an HMAC over the file
 * id and expiry, keyed from AUTH_SECRET. Workflows download uploads through them; browsers download
 * results through them.
 */
export class SignedLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly publicUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('basalt:file-links').digest();
  }

  private signature(fileId: string, expires: number) {
    return createHmac('sha256', this.key).update(`${fileId}.${expires}`).digest('base64url');
  }

  /** An absolute link valid for `ttlSeconds`. */
  link(fileId: string, ttlSeconds: number, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + ttlSeconds;
    return `${this.publicUrl}/api/files/${fileId}/content?expires=${expires}&signature=${this.signature(fileId, expires)}`;
  }

  verify(fileId: string, expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(fileId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
