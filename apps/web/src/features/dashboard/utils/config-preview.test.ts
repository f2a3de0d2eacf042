import { describe, expect, it } from 'vitest';
import { configPreview } from './config-preview';

describe('saved configuration preview', () => {
  it('shows the first three filled values, long strings cut to 30 characters plus ...', () => {
    expect(
      configPreview({ empty: '', url: 'https://example.com/a/very/long/path/here', count: 3, done: true, more: 'x' }),
    ).toEqual([
      ['url', 'https://example.com/a/very/lon...'],
      ['count', '3'],
      ['done', 'true'],
    ]);
  });
});
