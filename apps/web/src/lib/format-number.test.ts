import { describe, expect, it } from 'vitest';
import { formatDecimal, formatDollars } from './format-number';

// ICU (Node's full Intl) is the reference the formatter must agree with, digit for digit.
const icuDecimal = (value: number, maximumFractionDigits = 3) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value);
const icuDollars = (value: number, whole = false) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    ...(whole ? { maximumFractionDigits: 0 } : {}),
  }).format(value);

const awkward = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.0005,
  0.0004999,
  1.005,
  1.0005,
  2.675,
  999.9995,
  999_999.9995,
  0.125,
  12.345,
  1234.5678,
  1_000_000,
  123_456_789.987,
  1e15 + 0.3,
  9_007_199_254_740_991,
  1e21,
  1.5e22,
  1e-7,
  1.5e-7,
  0.1 + 0.2,
  19.99,
  0.995,
  0.9949,
  99.995,
  1 / 3,
  2 / 3,
  10 / 3,
  4.35,
  8.675,
  1.45,
  1.55,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

// A fixed-seed generator, so that a failure names the same values on every run.
function* numbersOfEveryScale(count: number) {
  let seed = 20_261_127;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 16 - 6);
    const value = next() * scale * (next() < 0.2 ? -1 : 1);
    yield next() < 0.3 ? Math.round(value * 1000) / 1000 : value;
  }
}

describe('numbers in US English without Intl', () => {
  it('writes what Intl.NumberFormat writes, for awkward and random values at every decimal count', () => {
    for (const value of [...awkward, ...numbersOfEveryScale(5000)]) {
      for (const digits of [0, 1, 2, 3])
        expect([value, digits, formatDecimal(value, digits)]).toEqual([value, digits, icuDecimal(value, digits)]);
      expect([value, formatDecimal(value)]).toEqual([value, icuDecimal(value)]);
    }
  });

  it('writes dollars as Intl does, with cents or whole', () => {
    for (const value of [...awkward, ...numbersOfEveryScale(5000)]) {
      expect([value, formatDollars(value)]).toEqual([value, icuDollars(value)]);
      expect([value, formatDollars(value, { whole: true })]).toEqual([value, icuDollars(value, true)]);
    }
  });

  it('groups thousands and keeps the sign of a negative amount', () => {
    expect(formatDecimal(1_234_567.891)).toBe('1,234,567.891');
    expect(formatDollars(-1234.5)).toBe('-$1,234.50');
    expect(formatDollars(1000 / 100, { whole: true })).toBe('$10');
  });
});
