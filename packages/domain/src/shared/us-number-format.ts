import { madeOnFirstUse } from './made-on-first-use.ts';

/**
 * Numbers as the site writes them, in US English (`12,345`, `1,235`, `$625,000`), exactly as
 * `Intl.NumberFormat('en-US')` writes them, without making an Intl object for the whole numbers and amounts a page
 * shows. The first Intl object a page makes sets up the browser's locale data, 15 to 50 ms of a desktop's main thread
 * in chromium (measured; four times that on a phone), and the search and map pages need no other Intl format;
 * `value.toLocaleString('en-US')` made a formatter at every call. Rounding to a whole number, `toFixed(0)` and Intl
 * agree (half away from zero; every double with a half is exact); a property test holds them equal over all doubles.
 * Intl stays for what this does not write: a count with decimals (Intl rounds its shortest decimal form, not the
 * binary value), and numbers beyond 2⁵³ or not finite.
 */
const intl = {
  count: madeOnFirstUse(() => new Intl.NumberFormat('en-US')),
  rounded: madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })),
  dollars: madeOnFirstUse(
    () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
  ),
};

/** The number rounded to a whole one and grouped by thousands, with `-` below zero and for -0 (as Intl writes them);
 * null beyond 2⁵³ (Intl writes the shortest decimal form there, `toFixed` the exact value) or when not finite. */
function wholeGrouped(value: number): { readonly sign: string; readonly digits: string } | null {
  if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) return null;
  return {
    sign: value < 0 || Object.is(value, -0) ? '-' : '',
    digits: Math.abs(value)
      .toFixed(0)
      .replace(/\B(?=(\d{3})+$)/g, ','),
  };
}

/** `12,345`, `1,234.5`: what `value.toLocaleString('en-US')` writes (up to three decimals). */
export function formatCount(value: number): string {
  const number = Number.isInteger(value) ? wholeGrouped(value) : null;
  return number === null ? intl.count().format(value) : `${number.sign}${number.digits}`;
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
