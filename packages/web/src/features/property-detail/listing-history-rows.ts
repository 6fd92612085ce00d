import { formatSignedPercent, type ListingChange } from '@app/domain';
import { formatFloridaMediumDate } from '../../format/dates.ts';
import { formatPrice } from '../listings/format.ts';

/** One row of the property's history table, as a buyer reads it. */
export interface HistoryRow {
  readonly key: string;
  /** The instant (ISO 8601), for `<time dateTime>`. */
  readonly at: string;
  /** `Nov 20, 2026`, in Southwest Florida. */
  readonly date: string;
  readonly event: string;
  readonly price: string;
  /** `−4.3%` for a price change; empty otherwise. */
  readonly change: string;
  readonly mlsNumber: string;
}

function eventName(change: ListingChange): string {
  switch (change.kind) {
    case 'listed':
      return change.status === 'Coming Soon' ? 'Coming soon' : 'Listed';
    case 'relisted':
      return 'Relisted';
    case 'price_change':
      return change.previousPrice !== null && change.price !== null && change.price > change.previousPrice
        ? 'Price increased'
        : 'Price reduced';
    case 'pending':
      return change.status === 'Active Under Contract' ? 'Under contract' : 'Pending';
    case 'sold':
      return 'Sold';
    case 'withdrawn':
      return 'Withdrawn';
    case 'expired':
      return 'Expired';
    case 'canceled':
      return 'Canceled';
    case 'back_on_market':
      return 'Back on market';
    case 'off_market':
      return 'Off market';
  }
}

/** The price change as a signed percentage of the price before (`−4.3%`); empty without both prices. */
export function priceChangeText(change: Pick<ListingChange, 'kind' | 'price' | 'previousPrice'>): string {
  if (change.kind !== 'price_change' || change.price === null || !change.previousPrice) return '';
  return formatSignedPercent((change.price - change.previousPrice) / change.previousPrice, 1).replace('-', '−');
}

/** The rows of the history table: newest first, dated in Southwest Florida, with the price and its change. */
export function historyRows(changes: readonly ListingChange[]): HistoryRow[] {
  return changes
    .map((change, index) => ({
      key: `${change.listingKey}-${index}`,
      at: change.at,
      date: formatFloridaMediumDate(new Date(change.at)),
      event: eventName(change),
      price: formatPrice(change.price),
      change: priceChangeText(change),
      mlsNumber: change.listingId,
    }))
    .reverse();
}
