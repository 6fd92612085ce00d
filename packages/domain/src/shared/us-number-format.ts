import { madeOnFirstUse } from './made-on-first-use.ts';

/**
 * Numbers as the site writes them, in US English (`12,345`, `1,235`, `$625,000`), exactly as
 * `Intl.NumberFormat('en-US')` writes them, without making an Intl object for the whole numbers and amounts a page
 * shows. The first Intl object a page makes sets up the browser's locale data, 15 to 50 ms of a desktop's main thread
 * in chromium (measured; four times that on a phone), and the search and map pages need no other Intl format;
 * `value.toLocaleString('en-US')` made a formatter at every call. Rounding to a whole number, `toFixed(0)` and Intl
 * agree (half away from zero; every double with a half is exact); a property test holds them equal over all doubles.
 * Decimals are rounded as Intl rounds them, on the number's shortest decimal form (`String(1.005)` is `1.005`, which
 * rounds to `1.01`), not on its binary value (`toFixed` writes `1.00`). Intl stays for numbers beyond 2⁵³, those
 * JavaScript writes with an exponent (below 10⁻⁶) and those not finite.
 */
const intl = {
  decimals: new Map<number, Intl.NumberFormat>(),
  rounded: madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })),
  dollars: madeOnFirstUse(
    () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  ),
};

/** Digits grouped by thousands: `1234567` → `1,234,567`. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The number rounded to a whole one and grouped by thousands, with `-` below zero and for -0 (as Intl writes them);
 * null beyond 2⁵³ (Intl writes the shortest decimal form there, `toFixed` the exact value) or when not finite. */
function wholeGrouped(value: number): { readonly sign: string; readonly digits: string } | null {
  if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) return null;
  return {
    sign: value < 0 || Object.is(value, -0) ? '-' : '',
    digits: grouped(Math.abs(value).toFixed(0)),
  };
}

/**
 * The number with at most `maximumFractionDigits` decimals, rounded half away from zero on its shortest decimal form,
 * trailing zeros dropped, grouped by thousands; null where Intl is asked (see above).
 */
function decimalGrouped(value: number, maximumFractionDigits: number): string | null {
  if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [whole = '0', fraction = ''] = shortest.split('.');
  const kept = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`;
  const roundsUp = (fraction[maximumFractionDigits] ?? '0') >= '5';
  const digits = roundsUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(wholeDigits)}${decimals === '' ? '' : `.${decimals}`}`;
}

/** `1,234.57` for 1234.567 and two decimals: what `Intl.NumberFormat('en-US', { maximumFractionDigits })` writes. */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  const text = decimalGrouped(value, maximumFractionDigits);
  if (text !== null) return text;
  let format = intl.decimals.get(maximumFractionDigits);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    intl.decimals.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/** `12,345`, `1,234.5`: what `value.toLocaleString('en-US')` writes (up to three decimals). */
export function formatCount(value: number): string {
  return formatDecimal(value, 3);
}

/** `1,235` for 1234.6: rounded to a whole number. */
export function formatRounded(value: number): string {
  const number = wholeGrouped(value);
  return number === null ? intl.rounded().format(value) : `${number.sign}${number.digits}`;
}

/** `$625,000`: whole dollars (`-$1,234` below zero). */
export function formatDollars(value: number): string {
  const number = wholeGrouped(value);
  return number === null ? intl.dollars().format(value) : `${number.sign}$${number.digits}`;
}
