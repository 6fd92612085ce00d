import type { Listing, StandardStatus } from '../listing/listing.ts';

/**
 * The few facts of one listing that the market metrics read, nothing more: a county's worth of
 * them (tens of thousands) fits in memory where whole listings would not. Days are `YYYY-MM-DD`.
 */
export interface MarketRecord {
  /** `City`, as the listing data spells it. */
  readonly city: string;
  readonly status: StandardStatus;
  /** `ListingContractDate`: the day the listing went on the market. */
  readonly listedOn: string | null;
  /** `PurchaseContractDate`: the day an offer was accepted. */
  readonly underContractOn: string | null;
  /** `CloseDate`. */
  readonly closedOn: string | null;
  /** The UTC day of `ModificationTimestamp`: stands in for the day a listing left the market when no other date says.
   * */
  readonly modifiedOn: string;
  readonly listPrice: number | null;
  readonly originalListPrice: number | null;
  readonly closePrice: number | null;
  /** `LivingArea` in square feet. */
  readonly livingArea: number | null;
}

/** The market record of a listing; null when it has no City (it belongs to no market). */
export function marketRecordOf(listing: Listing): MarketRecord | null {
  const city = listing.City?.trim() ?? '';
  if (city === '') return null;
  return {
    city: listing.City as string,
    status: listing.StandardStatus,
    listedOn: listing.ListingContractDate,
    underContractOn: listing.PurchaseContractDate,
    closedOn: listing.CloseDate,
    modifiedOn: new Date(listing.ModificationTimestamp).toISOString().slice(0, 10),
    listPrice: listing.ListPrice,
    originalListPrice: listing.OriginalListPrice,
    closePrice: listing.ClosePrice,
    livingArea: listing.LivingArea,
  };
}

/** The days a market query covers, both included (`YYYY-MM-DD`). */
export interface MarketWindow {
  readonly from: string;
  readonly to: string;
}

/**
 * Whether a record can count in any metric of the window's months: one of its days (listed,
 * under contract, closed) is on or before `to`, and it is not a sale closed before `from` with
 * every other day before `from` too. The others change no metric of those months, so a data
 * source may leave them out.
 */
export function isInMarketWindow(record: MarketRecord, window: MarketWindow): boolean {
  const days = [record.listedOn, record.underContractOn, record.closedOn].filter((day): day is string => day !== null);
  const closedBefore = record.status === 'Closed' && record.closedOn !== null && days.every((day) => day < window.from);
  return days.some((day) => day <= window.to) && !closedBefore;
}
