/**
 * US English numbers as `Intl.NumberFormat('en-US')` writes them, without Intl: the first Intl
 * object a page makes loads ICU's data, 26-36 ms of main thread in Chromium before the 4x phone
 * slowdown, inside the public pages' first script task (issue 16's TBT). Server and browser share
 * this code, so the rendered markup and hydration agree by construction.
 */

/** A finite magnitude's decimal digits as JavaScript prints them (shortest round trip), without exponent. */
function plainDigits(magnitude: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponentText = '0'] = String(magnitude).split('e');
  const [head = '0', tail = ''] = mantissa.split('.');
  const digits = head + tail;
  const point = head.length + Number(exponentText);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { whole: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { whole: digits.slice(0, point), fraction: digits.slice(point) };
}

/** Adds one to a string of decimal digits: '199' -> '200', '99' -> '100'. */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** Rounds half away from zero on the printed decimal, as ICU does, then drops zeros past `minimum`. */
function rounded(magnitude: number, minimum: number, maximum: number): { whole: string; fraction: string } {
  const { whole, fraction } = plainDigits(magnitude);
  let kept = fraction.slice(0, maximum).padEnd(maximum, '0');
  let wholeDigits = whole;
  if ((fraction[maximum] ?? '0') >= '5') {
    const bumped = incremented(wholeDigits + kept);
    wholeDigits = bumped.slice(0, bumped.length - maximum);
    kept = bumped.slice(bumped.length - maximum);
  }
  while (kept.length > minimum && kept.endsWith('0')) kept = kept.slice(0, -1);
  return { whole: wholeDigits.replace(/^0+(?=\d)/, ''), fraction: kept };
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function formatted(value: number, prefix: string, minimum: number, maximum: number): string {
  if (Number.isNaN(value)) return `${prefix}NaN`;
  if (!Number.isFinite(value)) return `${value < 0 ? '-' : ''}${prefix}∞`;
  const { whole, fraction } = rounded(Math.abs(value), minimum, maximum);
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${prefix}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** `1234.5678` -> '1,234.568'; at most `maximumFractionDigits` decimals (3, as Intl's default). */
export function formatDecimal(value: number, maximumFractionDigits = 3): string {
  return formatted(value, '', 0, maximumFractionDigits);
}

/** US dollars: '$1,234.50', or with `whole` '$1,235'. */
export function formatDollars(value: number, { whole = false } = {}): string {
  return whole ? formatted(value, '$', 0, 0) : formatted(value, '$', 2, 2);
}
