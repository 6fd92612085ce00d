import { madeOnFirstUse } from '@app/domain';

/** Money as the web app writes it, in US English, each formatter made on first use. */
const dollars = madeOnFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
);
const compactDollars = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

/** `$625,000` (whole dollars). */
export const formatDollars = (value: number): string => dollars().format(value);
/** `$1.3M` (chart axes; one decimal at most). */
export const formatCompactDollars = (value: number): string => compactDollars().format(value);
