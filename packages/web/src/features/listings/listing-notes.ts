import type { ListingSummary } from '@app/domain';
import { formatPrice } from './format.ts';

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});

/** A date (YYYY-MM-DD or an instant) as `Nov 3, 2026`, in Southwest Florida time. */
export function formatShortDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : shortDate.format(date);
}

/**
 * The one-line story of a listing's price: sold for how much and when, or reduced (or raised)
 * from what and when; null when there is nothing to tell.
 */
export function priceNote(
  listing: Pick<
    ListingSummary,
    'StandardStatus' | 'ClosePrice' | 'CloseDate' | 'ListPrice' | 'PreviousListPrice' | 'PriceChangeTimestamp'
  >,
): string | null {
  if (listing.StandardStatus === 'Closed' && listing.ClosePrice !== null) {
    return `Sold for ${formatPrice(listing.ClosePrice)}${listing.CloseDate ? ` on ${formatShortDate(listing.CloseDate)}` : ''}`;
  }
  if (
    listing.PreviousListPrice !== null &&
    listing.ListPrice !== null &&
    listing.PreviousListPrice !== listing.ListPrice
  ) {
    const change = listing.ListPrice < listing.PreviousListPrice ? 'Reduced' : 'Raised';
    const amount = formatPrice(Math.abs(listing.PreviousListPrice - listing.ListPrice));
    return `${change} ${amount}${listing.PriceChangeTimestamp ? ` on ${formatShortDate(listing.PriceChangeTimestamp)}` : ''}`;
  }
  return null;
}
