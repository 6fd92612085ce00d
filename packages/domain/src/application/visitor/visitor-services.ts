import { NotFoundError, ValidationError } from '../../errors/domain-error.ts';
import type { ListingView } from '../../listing/listing-view.ts';
import { changesSinceSaved, type ChangesSinceSaved, type SavedHome } from '../../visitor/saved-home.ts';
import { savedHomesListOf } from '../../visitor/co-buyer.ts';
import type { CoBuyerShareStore } from '../../visitor/co-buyer.port.ts';
import type { SavedHomesRepository, SavedSearchesRepository } from '../../visitor/saved-lists.port.ts';
import {
  newSavedSearchIssues,
  savedSearchNameIssue,
  savedSearchState,
  type AlertFrequency,
  type SavedSearch,
  type SavedSearchChange,
  type SavedSearchView,
} from '../../visitor/saved-search.ts';

/** A saved home as the account page shows it: the save, the listing now (null when gone) and what changed. */
export interface SavedHomeView extends SavedHome {
  readonly listing: Pick<
    ListingView,
    | 'ListingId'
    | 'ListPrice'
    | 'StandardStatus'
    | 'StreetNumber'
    | 'StreetDirPrefix'
    | 'StreetName'
    | 'StreetDirSuffix'
    | 'StreetSuffix'
    | 'UnitNumber'
    | 'City'
    | 'BedroomsTotal'
    | 'totalBathroomsDisplay'
  > | null;
  readonly changes: ChangesSinceSaved;
}

/** What a visitor sends to save a search: the page, its URL parameters as sent, a name and the alerts. */
export interface SaveSearchInput {
  readonly view: SavedSearchView;
  readonly query: Readonly<Record<string, string>>;
  readonly name: string;
  readonly alertFrequency: string;
}

/** The use cases of one signed-in visitor: their saved homes and searches, and erasing their data. */
export interface VisitorServices {
  readonly savedHomes: {
    list(): Promise<SavedHomeView[]>;
    /** The listing ids the visitor saved, for the hearts. */
    ids(): Promise<string[]>;
    /** Saves a published listing with its price and status now; NotFoundError otherwise. */
    save(listingId: string): Promise<SavedHome>;
    remove(listingId: string): Promise<boolean>;
    /** Whether the visitor is e-mailed when a saved home changes price or status. */
    alertsOn(): Promise<boolean>;
    setAlerts(on: boolean): Promise<void>;
  };
  readonly savedSearches: {
    list(): Promise<SavedSearch[]>;
    create(input: SaveSearchInput): Promise<SavedSearch>;
    /** NotFoundError when the visitor has no such search. */
    update(id: string, change: { name?: string; alertFrequency?: string }): Promise<SavedSearch>;
    remove(id: string): Promise<boolean>;
  };
  /** Sets every saved search's alerts to `never` and turns saved-home alerts off (the account page's "stop all"). */
  stopAllAlerts(): Promise<void>;
  /** Removes everything stored for the visitor (before their account is deleted). */
  eraseData(): Promise<void>;
}

/** A signed-in visitor: their id and the access token of their session (Supabase mode binds the ports to it). */
export interface VisitorSessionRef {
  readonly visitorId: string;
  readonly accessToken: string;
}

/** What the visitor use cases need: the saved lists of a session, and how a published listing is read. */
export interface VisitorPorts {
  readonly savedListsFor: (accessToken: string) => {
    readonly savedHomes: SavedHomesRepository;
    readonly savedSearches: SavedSearchesRepository;
    /** The co-buyer shares, where sharing is served: a co-buyer's saved homes are the shared list (ADR 0033). */
    readonly coBuyerShares?: Pick<CoBuyerShareStore, 'ofVisitor'>;
  };
  /** A published listing by id (the public `getListing`), null when unknown or hidden. */
  readonly getListing: (listingId: string) => Promise<ListingView | null>;
}

function savedSearchChange(change: { name?: string; alertFrequency?: string }): SavedSearchChange {
  const issues = [];
  if (change.name !== undefined) {
    const issue = savedSearchNameIssue(change.name);
    if (issue !== null) issues.push(issue);
  }
  if (change.alertFrequency !== undefined)
    issues.push(...newSavedSearchIssues({ name: 'x', alertFrequency: change.alertFrequency }));
  if (issues.length > 0) throw new ValidationError(issues);
  return {
    ...(change.name === undefined ? {} : { name: change.name.trim() }),
    ...(change.alertFrequency === undefined ? {} : { alertFrequency: change.alertFrequency as AlertFrequency }),
  };
}

function listingPart(listing: ListingView): NonNullable<SavedHomeView['listing']> {
  return {
    ListingId: listing.ListingId,
    ListPrice: listing.ListPrice,
    StandardStatus: listing.StandardStatus,
    StreetNumber: listing.StreetNumber,
    StreetDirPrefix: listing.StreetDirPrefix,
    StreetName: listing.StreetName,
    StreetDirSuffix: listing.StreetDirSuffix,
    StreetSuffix: listing.StreetSuffix,
    UnitNumber: listing.UnitNumber,
    City: listing.City,
    BedroomsTotal: listing.BedroomsTotal,
    totalBathroomsDisplay: listing.totalBathroomsDisplay,
  };
}

/** The visitor use cases over the ports, for the visitor of a verified session. */
export function createVisitorServices(ports: VisitorPorts): (session: VisitorSessionRef) => VisitorServices {
  return ({ visitorId, accessToken }) => {
    const lists = ports.savedListsFor(accessToken);
    return visitorServicesOver({ ...lists, getListing: ports.getListing }, visitorId);
  };
}

function visitorServicesOver(
  ports: Omit<VisitorPorts, 'savedListsFor'> & ReturnType<VisitorPorts['savedListsFor']>,
  visitorId: string,
): VisitorServices {
  // Whose saved homes the visitor sees and edits: a list shared with them as co-buyer, or their own.
  const listOf = async () =>
    ports.coBuyerShares === undefined
      ? visitorId
      : savedHomesListOf(visitorId, await ports.coBuyerShares.ofVisitor(visitorId));
  return {
    savedHomes: {
      async list() {
        const saved = await ports.savedHomes.list(await listOf());
        return Promise.all(
          saved.map(async (home) => {
            const listing = await ports.getListing(home.listingId);
            const now = listing === null ? null : { price: listing.ListPrice, status: listing.StandardStatus };
            return {
              ...home,
              listing: listing === null ? null : listingPart(listing),
              changes: changesSinceSaved(home, now),
            };
          }),
        );
      },
      ids: async () => (await ports.savedHomes.list(await listOf())).map((home) => home.listingId),
      async save(listingId) {
        const listing = await ports.getListing(listingId);
        if (listing === null) throw new NotFoundError(`Listing ${listingId} is not on the site`);
        return ports.savedHomes.save({
          visitorId: await listOf(),
          listingId,
          priceAtSave: listing.ListPrice,
          statusAtSave: listing.StandardStatus,
        });
      },
      remove: async (listingId) => ports.savedHomes.remove(await listOf(), listingId),
      alertsOn: () => ports.savedHomes.alertsOn(visitorId),
      setAlerts: (on) => ports.savedHomes.setAlerts(visitorId, on),
    },
    savedSearches: {
      list: () => ports.savedSearches.list(visitorId),
      async create(input) {
        const issues = newSavedSearchIssues(input);
        if (issues.length > 0) throw new ValidationError(issues);
        return ports.savedSearches.create(visitorId, {
          ...savedSearchState(input.view, input.query),
          name: input.name.trim(),
          alertFrequency: input.alertFrequency as AlertFrequency,
        });
      },
      async update(id, change) {
        const updated = await ports.savedSearches.update(visitorId, id, savedSearchChange(change));
        if (updated === null) throw new NotFoundError('You have no such saved search');
        return updated;
      },
      remove: (id) => ports.savedSearches.remove(visitorId, id),
    },
    async stopAllAlerts() {
      for (const search of await ports.savedSearches.list(visitorId))
        if (search.alertFrequency !== 'never')
          await ports.savedSearches.update(visitorId, search.id, { alertFrequency: 'never' });
      await ports.savedHomes.setAlerts(visitorId, false);
    },
    async eraseData() {
      await ports.savedHomes.removeAll(visitorId);
      await ports.savedSearches.removeAll(visitorId);
    },
  };
}
