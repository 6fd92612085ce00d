import type { ListingSummary } from '@app/domain';
import { formatFloridaMediumDate } from '../../format/dates.ts';
import { formatPrice } from './format.ts';

/** A date (YYYY-MM-DD or an instant) as `Nov 3, 2026`, in Southwest Florida time. */
export function formatShortDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatFloridaMediumDate(date);
}

type PricedListing = Pick<
  ListingSummary,
  'StandardStatus' | 'ClosePrice' | 'CloseDate' | 'ListPrice' | 'PreviousListPrice' | 'PriceChangeTimestamp'
>;

/** Whether the headline price is the price a sold home sold for (the list price is then secondary). */
export function showsSoldPrice(listing: Pick<ListingSummary, 'StandardStatus' | 'ClosePrice'>): boolean {
  return listing.StandardStatus === 'Closed' && listing.ClosePrice !== null;
}

/** The price a card or page leads with: what a sold home sold for, otherwise the asking price. */
export function headlinePrice(listing: Pick<ListingSummary, 'StandardStatus' | 'ClosePrice' | 'ListPrice'>) {
  return showsSoldPrice(listing) ? listing.ClosePrice : listing.ListPrice;
}

/** The price the headline replaced, struck through: the previous asking price after a change (never on a sold home). */
export function previousPrice(listing: PricedListing): number | null {
  if (showsSoldPrice(listing)) return null;
  return listing.PreviousListPrice !== null &&
    listing.ListPrice !== null &&
    listing.PreviousListPrice !== listing.ListPrice
    ? listing.PreviousListPrice
    : null;
}

/**
 * The one-line story of a listing's price: when a sold home sold and what it was listed at, or reduced (or raised)
 * by how much and when; null when there is nothing to tell.
 */
export function priceNote(listing: PricedListing): string | null {
  if (showsSoldPrice(listing)) {
    const sold = listing.CloseDate ? `Sold on ${formatShortDate(listing.CloseDate)}` : 'Sold';
    return listing.ListPrice === null ? sold : `${sold} · listed at ${formatPrice(listing.ListPrice)}`;
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
