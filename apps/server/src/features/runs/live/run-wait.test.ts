import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from '../start/start-request';
import { preferredWaitSeconds } from './run-wait';

describe('Prefer: wait', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['wait=10', 10],
    ['WAIT = 5', 5],
    ['respond-async, wait=30', 30],
    ['wait=12; foo=bar, return=minimal', 12],
    ['wait="7"', 7],
    ['wait=600', 60],
    ['wait=0', 0],
    ['wait=soon', undefined],
    ['wait=-3', undefined],
    ['return=representation', undefined],
  ])('%j asks to wait %j seconds', (header, seconds) => {
    expect(preferredWaitSeconds(header)).toBe(seconds);
  });
});

describe('the idempotency key of a start', () => {
  it('comes from the header or the body, and without either is new each time', () => {
    expect(idempotencyKeyOf('header-key-1', undefined)).toBe('header-key-1');
    expect(idempotencyKeyOf(undefined, 'body-key-12')).toBe('body-key-12');
    expect(idempotencyKeyOf('same-key-12', 'same-key-12')).toBe('same-key-12');
    expect(idempotencyKeyOf(undefined, undefined)).not.toBe(idempotencyKeyOf(undefined, undefined));
  });

  it('is refused when the header and the body disagree', () => {
    expect(() => idempotencyKeyOf('header-key-1', 'body-key-12')).toThrow(/differ/);
  });
});
