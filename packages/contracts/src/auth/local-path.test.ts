import { describe, expect, it } from 'vitest';
import { isLocalPath } from './local-path';

describe('return paths after sign-in, sign-up and confirmation', () => {
  it.each(['/dashboard', '/basalt/csv-data-cleaner?x=1#top'])('%s is a page of this site', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', '/a\\b', '/\tevil', 'dashboard', 42])(
    '%s is refused',
    (path) => {
      expect(isLocalPath(path)).toBe(false);
    },
  );
});
