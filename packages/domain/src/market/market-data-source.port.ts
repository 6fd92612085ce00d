import type { MarketRecord, MarketWindow } from './market-record.ts';

/** What a market query selects. */
export interface MarketDataQuery extends MarketWindow {
  /** Only this `City` (any letter case, otherwise exact); every city when absent. */
  readonly city?: string;
}

/** A city of the listing data and how many listings carry it. */
export interface MarketCity {
  /** `City`, as the listing data spells it. */
  readonly name: string;
  readonly listings: number;
}

/** The listing data as the market metrics read it: compact records, never whole listings. */
export interface MarketDataSource {
  /**
   * The market record of every listing with a City (of `city` when given) that can count in the
   * window's months: exactly the listings `isInMarketWindow` keeps, in no particular order.
   */
  records(query: MarketDataQuery): Promise<MarketRecord[]>;
  /** Every distinct non-blank `City` with its number of listings, in no particular order. */
  cities(): Promise<MarketCity[]>;
}
