import type { ListingChange, ListingChangeKind } from '../listing/history/listing-change.ts';
import type { Listing } from '../listing/listing.ts';
import { matchesListingCriteria, type OpenHouseEnds } from '../search/listing-criteria-match.ts';
import { parseListingSearch } from '../search/listing-search-params.ts';
import { toListingCriteria, type CommunitySubdivisions } from '../search/search-use-cases.ts';
import type { SavedHome } from './saved-home.ts';
import type { SavedSearch } from './saved-search.ts';

// Which visitor is told of which listing change (issue 14 part 6, ADR 0031): a saved search hears of the changes a
// buyer wants (a new listing, a relisting, a price cut, back on the market) of listings its criteria match after
// the change; a saved home hears of every price or status change of its listing. One alert per visitor per batch,
// each listing in it once.

/** A listing change with the listing it changed (as the store holds it now), or null when it is no longer published. */
export interface ChangedListing {
  readonly change: ListingChange;
  readonly listing: Listing | null;
}

/** Why a listing is in a visitor's alert: the saved searches it matched and whether it is a saved home. */
export interface AlertReason {
  readonly searchIds: readonly string[];
  readonly savedHome: boolean;
}

/** One listing of an alert: the listing after its latest change of the batch, that change and why it is there. */
export interface AlertItem {
  readonly listing: Listing;
  readonly change: ListingChange;
  readonly reason: AlertReason;
}

/** The alert one visitor gets for one batch of changes: each listing once, in the order of the changes. */
export interface VisitorAlert {
  readonly visitorId: string;
  readonly items: readonly AlertItem[];
}

/** The kinds a saved search is told of, besides a price change that lowers the price. */
const SEARCH_ALERT_KINDS: ReadonlySet<ListingChangeKind> = new Set(['listed', 'relisted', 'back_on_market']);

/** Whether a buyer watching a search wants to hear of this change: new, relisted, cheaper, back on the market. */
export function isBuyerAlertChange(change: ListingChange): boolean {
  if (SEARCH_ALERT_KINDS.has(change.kind)) return true;
  return (
    change.kind === 'price_change' &&
    change.previousPrice !== null &&
    change.price !== null &&
    change.price < change.previousPrice
  );
}

/** The listing as it stood right after the change: the change's status and asking price on the stored record. */
export function listingAfterChange(listing: Listing, change: ListingChange): Listing {
  return { ...listing, StandardStatus: change.status, ListPrice: change.listPrice };
}

/**
 * Whether a saved search's criteria (its stored parameters read by the search page's own parser, with the page's
 * default statuses) match the listing after the change. `now` dates an "open houses only" search.
 */
export function savedSearchMatches(
  search: Pick<SavedSearch, 'params'>,
  listing: Listing,
  options: { now: Date; openHouseEnds: OpenHouseEnds; communities?: CommunitySubdivisions },
): boolean {
  const criteria = toListingCriteria(parseListingSearch(search.params).search, {
    now: options.now,
    ...(options.communities === undefined ? {} : { communities: options.communities }),
  });
  return matchesListingCriteria(listing, criteria, options.openHouseEnds);
}

interface AlertsInput {
  /** The batch, in recording order; a change is in at most one batch (the job's cursor). */
  readonly changes: readonly ChangedListing[];
  /** The saved searches to alert now (a search set to never is skipped whatever is passed). */
  readonly searches: readonly SavedSearch[];
  /** The saved homes whose visitors get their alerts (alerts turned off are left out by the caller). */
  readonly savedHomes: readonly Pick<SavedHome, 'visitorId' | 'listingId'>[];
  readonly now: Date;
  readonly openHouseEnds?: OpenHouseEnds;
  /** The subdivisions of the published communities, for searches of a community (`community=`). */
  readonly communities?: CommunitySubdivisions;
  /**
   * Per saved search id, the instant up to which it was told already by other alerts (a digest search that was
   * instant earlier in the period): its changes at or before it are left out.
   */
  readonly toldUntil?: ReadonlyMap<string, string>;
}

interface Draft {
  listing: Listing;
  change: ListingChange;
  searchIds: Set<string>;
  savedHome: boolean;
}

/** Which visitor gets which listing for a batch of changes: at most one alert per visitor, each listing once. */
export function alertsFor(input: AlertsInput): VisitorAlert[] {
  const openHouseEnds = input.openHouseEnds ?? (() => []);
  const searches = input.searches.filter((search) => search.alertFrequency !== 'never');
  const homesByListing = new Map<string, Set<string>>();
  for (const home of input.savedHomes) {
    const visitors = homesByListing.get(home.listingId) ?? new Set<string>();
    visitors.add(home.visitorId);
    homesByListing.set(home.listingId, visitors);
  }
  const byVisitor = new Map<string, Map<string, Draft>>();
  const draftOf = (visitorId: string, listing: Listing, change: ListingChange): Draft => {
    const drafts = byVisitor.get(visitorId) ?? new Map<string, Draft>();
    byVisitor.set(visitorId, drafts);
    const existing = drafts.get(listing.ListingKey);
    if (existing !== undefined) {
      // The listing's latest change of the batch is the one told; the reasons add up.
      existing.listing = listing;
      existing.change = change;
      return existing;
    }
    const draft: Draft = { listing, change, searchIds: new Set(), savedHome: false };
    drafts.set(listing.ListingKey, draft);
    return draft;
  };
  for (const { change, listing: stored } of input.changes) {
    if (stored === null) continue;
    const listing = listingAfterChange(stored, change);
    for (const visitorId of homesByListing.get(change.listingId) ?? [])
      draftOf(visitorId, listing, change).savedHome = true;
    if (!isBuyerAlertChange(change)) continue;
    for (const search of searches) {
      const toldUntil = input.toldUntil?.get(search.id);
      if (toldUntil !== undefined && Date.parse(change.at) <= Date.parse(toldUntil)) continue;
      const matchOptions = { now: input.now, openHouseEnds, communities: input.communities ?? new Map() };
      if (!savedSearchMatches(search, listing, matchOptions)) continue;
      draftOf(search.visitorId, listing, change).searchIds.add(search.id);
    }
  }
  return [...byVisitor].map(([visitorId, drafts]) => ({
    visitorId,
    items: [...drafts.values()].map(({ listing, change, searchIds, savedHome }) => ({
      listing,
      change,
      reason: { searchIds: [...searchIds], savedHome },
    })),
  }));
}
