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
  formats: new Map<string, Intl.NumberFormat>(),
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

/** How many decimals a number is written with, and whether it is a percentage. */
interface DecimalDigits {
  readonly maximumFractionDigits: number;
  readonly minimumFractionDigits?: number;
  readonly percent?: boolean;
}

/** A number rounded for writing: its sign, whether it rounded to zero, and its digits grouped by thousands. */
interface RoundedDecimal {
  readonly negative: boolean;
  readonly zero: boolean;
  readonly text: string;
}

/**
 * The number with `minimumFractionDigits` to `maximumFractionDigits` decimals, rounded half away from zero on its
 * shortest decimal form (times 100 for a percentage, by moving the point as Intl does), trailing zeros dropped down to
 * the minimum, grouped by thousands; null where Intl is asked (see above).
 */
function roundedDecimal(
  value: number,
  { maximumFractionDigits, minimumFractionDigits = 0, percent = false }: DecimalDigits,
): RoundedDecimal | null {
  if (!(Math.abs(value) <= Number.MAX_SAFE_INTEGER)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [integer = '0', decimals = ''] = shortest.split('.');
  const whole = percent ? `${integer}${decimals.slice(0, 2).padEnd(2, '0')}` : integer;
  const fraction = percent ? decimals.slice(2) : decimals;
  const kept = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`;
  const roundsUp = (fraction[maximumFractionDigits] ?? '0') >= '5';
  const digits = roundsUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeDigits = digits.slice(0, digits.length - maximumFractionDigits).replace(/^0+(?=\d)/, '') || '0';
  let shownFraction = digits.slice(digits.length - maximumFractionDigits);
  while (shownFraction.length > minimumFractionDigits && shownFraction.endsWith('0')) {
    shownFraction = shownFraction.slice(0, -1);
  }
  return {
    negative: value < 0 || Object.is(value, -0),
    zero: /^0*$/.test(digits),
    text: `${grouped(wholeDigits)}${shownFraction === '' ? '' : `.${shownFraction}`}`,
  };
}

/** The Intl formatter a kind of number falls back to, made once per kind. */
function intlFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = intl.formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', options);
    intl.formats.set(key, format);
  }
  return format;
}

/** `1,234.57` for 1234.567 and two decimals: what `Intl.NumberFormat('en-US', { maximumFractionDigits })` writes. */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  const rounded = roundedDecimal(value, { maximumFractionDigits });
  if (rounded !== null) return `${rounded.negative ? '-' : ''}${rounded.text}`;
  return intlFormat(`decimal-${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
}

/**
 * `-4.3%`, `+2.0%`, `0.0%` for a ratio (-0.043…, 0.02, 0) with `fractionDigits` decimals, signed unless it rounds to
 * zero: what `Intl.NumberFormat('en-US', { style: 'percent', signDisplay: 'exceptZero' })` writes with that many.
 */
export function formatSignedPercent(ratio: number, fractionDigits: number): string {
  const rounded = roundedDecimal(ratio, {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: fractionDigits,
    percent: true,
  });
  if (rounded !== null) return `${rounded.zero ? '' : rounded.negative ? '-' : '+'}${rounded.text}%`;
  const options: Intl.NumberFormatOptions = {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    signDisplay: 'exceptZero',
  };
  return intlFormat(`percent-${fractionDigits}`, options).format(ratio);
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
