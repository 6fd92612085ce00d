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
  /** Where the open house streams live (RESO `LivestreamOpenHouseURL`): an https address, or null. */
  readonly LivestreamOpenHouseURL?: string | null;
  /** Whether visitors must book a time first (RESO `AppointmentRequiredYN`). */
  readonly AppointmentRequiredYN?: boolean | null;
}

/** RESO `OpenHouseType` values the public site shows; Broker and Office open houses are for agents only. */
export const PUBLIC_OPEN_HOUSE_TYPES = ['Public', 'Livestream'] as const;

/** Whether an open house of this RESO type (absent on some feeds, meaning public) may be shown to the public. */
export function isPublicOpenHouseType(type: string | null): boolean {
  return type === null || (PUBLIC_OPEN_HOUSE_TYPES as readonly string[]).includes(type);
}

// Blanks and control characters (U+0000–U+001F, U+007F) have no place in an address a visitor follows.
// eslint-disable-next-line no-control-regex
const BLANK_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;
const AUTHORITY = /^[a-z0-9][a-z0-9.-]*(?::\d{1,5})?$/i;

/**
 * The livestream address to offer a visitor: only an absolute https URL with a host name (letters, digits, dots,
 * hyphens, an optional port; never a user name), then an optional path, query or fragment, with no blanks or control
 * characters: never `javascript:`, a data address or plain http. Trimmed; otherwise null. Checked in linear time.
 */
export function safeLivestreamUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (trimmed.length > 2_000 || !trimmed.toLowerCase().startsWith('https://') || BLANK_OR_CONTROL.test(trimmed))
    return null;
  const rest = trimmed.slice('https://'.length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const host = authority.replace(/:\d+$/, '');
  return AUTHORITY.test(authority) && !host.endsWith('.') && !host.endsWith('-') ? trimmed : null;
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
