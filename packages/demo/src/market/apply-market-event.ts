import { localDate, type Listing, type StandardStatus } from '@app/domain';
import { demoListingKey } from '../data/demo-listing.ts';
import type { MarketEvent } from './plan-market-batch.ts';

/** A price as an MLS shows it: whole thousands below a million, fives of thousands above; never below $1,000. */
export function roundPrice(amount: number): number {
  const step = amount >= 1_000_000 ? 5_000 : 1_000;
  return Math.max(1_000, Math.round(amount / step) * step);
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The Southwest Florida day of an instant, `YYYY-MM-DD` (RESO dates are local days). */
function day(ms: number): string {
  const { year, month, day: date } = localDate(new Date(ms));
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The price after a change of `factor`, at least one step away from `price` in the factor's direction. */
function changedPrice(price: number, factor: number): number {
  const next = roundPrice(price * factor);
  if (factor < 1) return next < price ? next : Math.max(1_000, price - 1_000);
  return next > price ? next : price + 1_000;
}

/**
 * A listing after one event of the simulated market. Its modification time becomes the event's;
 * a price change moves `PreviousListPrice` and `PriceChangeTimestamp`; going under contract sets
 * `PurchaseContractDate`, falling through clears it; a sale sets `CloseDate` and `ClosePrice` (94% to
 * 100% of the asking price). New listings and relists are made by their own functions.
 */
export function applyMarketEvent(listing: Listing, event: MarketEvent): Listing {
  const at = { ModificationTimestamp: iso(event.atMs) };
  const status = (StandardStatus: StandardStatus) => ({ ...listing, ...at, StandardStatus });
  const price = listing.ListPrice;
  switch (event.kind) {
    case 'priceCut':
    case 'priceRaise': {
      if (price === null) return { ...listing, ...at };
      const factor = event.kind === 'priceCut' ? 0.93 + event.roll * 0.05 : 1.02 + event.roll * 0.03;
      const ListPrice = changedPrice(price, factor);
      return { ...listing, ...at, ListPrice, PreviousListPrice: price, PriceChangeTimestamp: iso(event.atMs) };
    }
    case 'underContract':
      return {
        ...status(event.roll < 0.4 ? 'Active Under Contract' : 'Pending'),
        PurchaseContractDate: day(event.atMs),
      };
    case 'pending':
      return status('Pending');
    case 'close':
      return {
        ...status('Closed'),
        CloseDate: day(event.atMs),
        ClosePrice: price === null ? null : roundPrice(price * (0.94 + event.roll * 0.06)),
      };
    case 'backOnMarket':
      return { ...status('Active'), PurchaseContractDate: null };
    case 'withdraw':
      return status('Withdrawn');
    case 'expire':
      return status('Expired');
    case 'goLive':
      return status('Active');
    case 'newListing':
    case 'relist':
      throw new Error(`A ${event.kind} event makes a new listing: use newMarketListing or relistedListing`);
  }
}

/** The MLS number of a demo listing period: `2`, the year's last two digits, the sequence in six digits. */
function listingIdOf(sequence: number, atMs: number): string {
  return `2${day(atMs).slice(2, 4)}${String(sequence).padStart(6, '0')}`;
}

/** A listing period starting at the event: a fresh key, number and price history, nothing sold yet. */
function freshPeriod(home: Listing, sequence: number, event: MarketEvent, price: number | null): Listing {
  const listingKey = demoListingKey(sequence);
  const Media = home.Media.map((media) => ({
    ...media,
    MediaKey: media.MediaKey.startsWith(home.ListingKey)
      ? `${listingKey}${media.MediaKey.slice(home.ListingKey.length)}`
      : `${listingKey}-${media.MediaKey}`,
  }));
  return {
    ...home,
    ListingKey: listingKey,
    ListingId: listingIdOf(sequence, event.atMs),
    StandardStatus: event.kind === 'newListing' && event.roll < 0.08 ? 'Coming Soon' : 'Active',
    ListPrice: price,
    OriginalListPrice: price,
    PreviousListPrice: null,
    PriceChangeTimestamp: null,
    ClosePrice: null,
    CloseDate: null,
    ListingContractDate: day(event.atMs),
    PurchaseContractDate: null,
    ModificationTimestamp: iso(event.atMs),
    Media,
  };
}

/** A home coming on the market: a drawn demo home (`drawn`) listed now under `sequence`, at its asking price. */
export function newMarketListing(drawn: Listing, sequence: number, event: MarketEvent): Listing {
  return freshPeriod(drawn, sequence, event, drawn.ListPrice);
}

/**
 * A home listed again after being withdrawn, expired or canceled: the same property (address, facts,
 * photos) in a new listing period under `sequence`, asking 92% to 100% of its last price.
 */
export function relistedListing(previous: Listing, sequence: number, event: MarketEvent): Listing {
  const price = previous.ListPrice === null ? null : roundPrice(previous.ListPrice * (0.92 + event.roll * 0.08));
  return freshPeriod(previous, sequence, event, price);
}
