import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, PrecompressedJson } from './precompressed-json';

describe('choosing the encoding of a kept answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0,gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('each compressed copy holds the same JSON, and is made once', () => {
    const answer = PrecompressedJson.of({
      automations: Array.from({ length: 50 }, (_, i) => ({ name: `Clean ${i}` })),
    });
    expect(JSON.parse(brotliDecompressSync(answer.in('br')).toString())).toEqual(JSON.parse(answer.bytes.toString()));
    expect(JSON.parse(gunzipSync(answer.in('gzip')).toString())).toEqual(JSON.parse(answer.bytes.toString()));
    expect(answer.in('br')).toBe(answer.in('br'));
    expect(answer.in('br').length).toBeLessThan(answer.bytes.length / 3);
  });
});
