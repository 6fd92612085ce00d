import { madeOnFirstUse } from '@app/domain';

/** Counts and figures as the web app writes them, in US English, each formatter made on first use. */
const count = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));
const rounded = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** `12,345`: a count (up to 3 decimals, as `toLocaleString('en-US')` writes a number). */
export const formatCount = (value: number): string => count().format(value);
/** `1,235` for 1234.6: rounded to a whole number. */
export const formatRounded = (value: number): string => rounded().format(value);
