import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { loginPathFor, safeNextPath } from './safe-redirect';

describe('where sign-in returns to', () => {
  it.each([
    ['/profile?tab=security', '/profile?tab=security'],
    [null, '/dashboard'],
    ['https://evil.example/steal', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
  ])('?next=%s goes to %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it('the login link carries the whole current address', () => {
    expect(loginPathFor({ pathname: '/profile', search: '?tab=security', hash: '' })).toBe(
      '/login?next=%2Fprofile%3Ftab%3Dsecurity',
    );
  });
});

describe('avatar initials', () => {
  it.each([
    ['Grace Brewster Hopper', 'g@example.com', 'GH'],
    ['ada', 'a@example.com', 'A'],
    ['   ', 'zed@example.com', 'Z'],
    ['', '', 'U'],
    [null, null, 'U'],
  ])('%j with %j shows %s', (name, email, expected) => {
    expect(initialsOf(name, email)).toBe(expected);
  });
});
