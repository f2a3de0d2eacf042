import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerToken, hashApiKey, newApiKey } from './api-key-credentials';

describe('API key credentials', () => {
  it('a new key is bsk_ and 256 random bits; what is kept is its first characters and its SHA-256', () => {
    const { key, prefix, keyHash } = newApiKey();
    expect(key).toMatch(/^bsk_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, 8));
    expect(keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(hashApiKey(key)).toBe(keyHash);
    expect(newApiKey().key).not.toBe(key);
  });

  it.each([
    ['Bearer bsk_abc', 'bsk_abc'],
    ['bearer   bsk_abc ', 'bsk_abc'],
    ['Basic dXNlcjpwYXNz', undefined],
    ['Bearer', undefined],
    ['Bearer two words', undefined],
    [undefined, undefined],
  ])('the Authorization header %j carries the key %j', (header, key) => {
    expect(bearerToken(header)).toBe(key);
  });
});
