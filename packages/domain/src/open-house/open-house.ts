import type { ListingSummary } from '../listing/listing-summary.ts';

/** An open house of a listing (RESO OpenHouse resource fields). */
export interface OpenHouse {
  readonly OpenHouseKey: string;
  readonly ListingKey: string;
  readonly ListingId: string;
  /** ISO 8601 instants. */
  readonly OpenHouseStartTime: string;
  readonly OpenHouseEndTime: string;
  readonly OpenHouseRemarks: string | null;
}

/** An open house with the card of its listing, for the open-house list and map. */
export interface OpenHouseListing {
  readonly openHouse: OpenHouse;
  readonly listing: ListingSummary;
}

/** A span of time, ISO 8601 instants, `from` included and `to` excluded. */
export interface TimeWindow {
  readonly from: string;
  readonly to: string;
}

/** Where open houses are kept. */
export interface OpenHouseStore {
  /** Inserts or replaces open houses by `OpenHouseKey`. */
  upsertMany(openHouses: readonly OpenHouse[]): Promise<void>;
  /** Removes open houses by key; answers how many went. */
  removeMany(openHouseKeys: readonly string[]): Promise<number>;
  /** Every stored `OpenHouseKey`, for reconciliation with the upstream feed. */
  listKeys(): Promise<string[]>;
  /**
   * Open houses of listings for sale that overlap the window (end after `from`, start before `to`),
   * by start time, with their listing's card.
   */
  inWindow(window: TimeWindow, limit: number): Promise<OpenHouseListing[]>;
  /** A listing's open houses that end after `after`, by start time. */
  forListing(listingKey: string, after: string): Promise<OpenHouse[]>;
}
