import type { Clock } from '../shared/clock.port.ts';
import type { ListingCriteria, ListingPin, ListingSearchPage, ListingStore } from '../listing/listing-store.port.ts';
import { FOR_SALE_STATUSES } from '../listing/listing.ts';
import { DEFAULT_SEARCH_STATUSES, MAX_PINS, SEARCH_PAGE_SIZE, type ListingSearch } from './listing-search.ts';

// The public listing searches: a search becomes store criteria (filters, default statuses, page), narrowed by what
// the feed's licence lets the public see, then one store call.

/** A page of search results with where it sits among all pages. */
export interface SearchResults extends ListingSearchPage {
  readonly page: number;
  readonly pageSize: number;
  readonly pageCount: number;
  /** The name of the community searched (`community=`), null when the search names none or an unknown one. */
  readonly communityName?: string | null;
}

/** A published community's name and MLS subdivisions by its address name; null when there is no such community. */
export type CommunityLookup = (slug: string) => Promise<CommunityArea | null>;

/** What a search by community needs of it. */
export interface CommunityArea {
  readonly name: string;
  readonly subdivisions: readonly string[];
}

/** The MLS subdivisions of communities by address name: what `toListingCriteria` reads a `community` search with. */
export type CommunitySubdivisions = ReadonlyMap<string, readonly string[]>;

async function lookUpCommunity(search: ListingSearch, lookup: CommunityLookup) {
  const area = search.community === undefined ? null : await lookup(search.community);
  const communities: CommunitySubdivisions =
    search.community === undefined || area === null ? new Map() : new Map([[search.community, area.subdivisions]]);
  return { area, communities };
}

/** Runs a property search: one page of card summaries and the total. */
export function createSearchListings(
  store: ListingStore,
  clock: Clock,
  visibility: ListingVisibility,
  community: CommunityLookup,
) {
  return async (search: ListingSearch): Promise<SearchResults> => {
    const { area, communities } = await lookUpCommunity(search, community);
    const criteria = applyListingVisibility(
      toListingCriteria(search, { now: new Date(clock.now()), communities }),
      visibility,
    );
    const page = await store.search(criteria);
    return {
      ...page,
      page: search.page,
      pageSize: SEARCH_PAGE_SIZE,
      pageCount: pageCount(page.total),
      ...(search.community === undefined ? {} : { communityName: area?.name ?? null }),
    };
  };
}

/** The map pins of a search: every match with coordinates, no paging. */
export function createListingPins(
  store: ListingStore,
  clock: Clock,
  visibility: ListingVisibility,
  community: CommunityLookup,
) {
  return async (search: ListingSearch): Promise<ListingPin[]> => {
    const { communities } = await lookUpCommunity(search, community);
    return store.pins(
      applyListingVisibility(toPinCriteria(search, { now: new Date(clock.now()), communities }), visibility),
    );
  };
}

/**
 * The store criteria of a search: its filters, the default statuses when none are chosen, the
 * page as limit and offset, "open houses only" as open houses ending after `now`, and a community
 * as its MLS subdivisions (from `communities`; a community not in it selects nothing).
 */
export function toListingCriteria(
  search: ListingSearch,
  options: { now: Date; pageSize?: number; communities?: CommunitySubdivisions },
): ListingCriteria {
  const pageSize = options.pageSize ?? SEARCH_PAGE_SIZE;
  const { q, postalCode, openHouses, page, community, ...filters } = search;
  return {
    ...filters,
    ...(q !== undefined ? { text: q } : {}),
    ...(postalCode !== undefined ? { postalCode } : {}),
    ...(community !== undefined ? { subdivisions: options.communities?.get(community) ?? [] } : {}),
    ...(openHouses === true ? { openHouseAfter: options.now.toISOString() } : {}),
    statuses: search.statuses ?? DEFAULT_SEARCH_STATUSES,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/** The criteria of the map's pins: the same filters, every match (up to MAX_PINS), no paging. */
export function toPinCriteria(
  search: ListingSearch,
  options: { now: Date; communities?: CommunitySubdivisions },
): ListingCriteria {
  return { ...toListingCriteria(search, options), limit: MAX_PINS, offset: 0 };
}

/** The number of pages a total spreads over. */
export function pageCount(total: number, pageSize: number = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * What the listing feed's licence lets the public see. An IDX feed may forbid showing sold
 * (Closed) listings publicly; a VOW feed allows it behind registration. A setting, not a rule.
 */
export interface ListingVisibility {
  readonly closedListingsPublic: boolean;
}

/** Removes Closed from the statuses a public query may select when sold data is not public. */
export function applyListingVisibility(criteria: ListingCriteria, visibility: ListingVisibility): ListingCriteria {
  if (visibility.closedListingsPublic) return criteria;
  const statuses = (criteria.statuses ?? FOR_SALE_STATUSES).filter((status) => status !== 'Closed');
  return { ...criteria, statuses };
}
