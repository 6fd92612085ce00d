import { madeOnFirstUse } from '@app/domain';

/** Money as the web app writes it, in US English, each formatter made on first use. */
const compactDollars = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

/** `$625,000` (whole dollars): the domain's format. */
export { formatDollars } from '@app/domain';
/** `$1.3M` (chart axes; one decimal at most). */
export const formatCompactDollars = (value: number): string => compactDollars().format(value);
