import {
  DEFAULT_SEARCH_STATUSES,
  formatListingAddress,
  formatListingLocation,
  listingSearchText,
  PLACE_NAME_MIN_SIMILARITY,
  PLACE_NAME_PREFIX_SCORE,
  PLACE_WORD_PREFIX_SCORE,
  placeQueryPlan,
  trigramSimilarity,
  type Listing,
  type PlaceKind,
  type PlaceSuggestion,
  type PlaceSuggestionQuery,
  type PlaceSuggestions,
} from '@app/domain';
import type { InMemoryListingStore } from './in-memory-listing-store.ts';

interface Place {
  readonly kind: PlaceKind;
  readonly label: string;
  readonly homes: number;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function nameScore(name: string, text: string): number {
  const lower = name.toLowerCase();
  if (lower.startsWith(text)) return PLACE_NAME_PREFIX_SCORE;
  if (lower.includes(` ${text}`)) return PLACE_WORD_PREFIX_SCORE;
  return trigramSimilarity(lower, text);
}

/** PlaceSuggestions over the listings of an InMemoryListingStore; the reference of the contract suite. */
export class InMemoryPlaceSuggestions implements PlaceSuggestions {
  constructor(private readonly store: InMemoryListingStore) {}

  async suggest(query: PlaceSuggestionQuery): Promise<PlaceSuggestion[]> {
    const plan = placeQueryPlan(query.text);
    const forSale = await this.forSale();
    const places = this.places(forSale);
    const limit = query.limitPerKind;
    const named = (kind: PlaceKind, text: string) =>
      places
        .filter((place) => place.kind === kind)
        .map((place) => ({ place, score: nameScore(place.label, text) }))
        .filter(({ score }) => score >= PLACE_NAME_MIN_SIMILARITY)
        .sort((a, b) => b.score - a.score || b.place.homes - a.place.homes || compareText(a.place.label, b.place.label))
        .slice(0, limit)
        .map(({ place }): PlaceSuggestion => ({ ...place }));
    const zips = (prefix: string) =>
      places
        .filter((place) => place.kind === 'zip' && place.label.startsWith(prefix))
        .sort((a, b) => compareText(a.label, b.label))
        .slice(0, limit);
    const mls = (prefix: string) =>
      forSale
        .filter((listing) => listing.ListingId.toLowerCase().startsWith(prefix))
        .sort((a, b) => compareText(a.ListingId, b.ListingId))
        .slice(0, limit)
        .map((listing): PlaceSuggestion => {
          const detail = [formatListingAddress(listing), formatListingLocation(listing)].filter(Boolean).join(', ');
          return { kind: 'mls', label: listing.ListingId, detail, homes: 1, listingId: listing.ListingId };
        });
    const addresses = ({ number, words }: { number: string; words: readonly string[] }) =>
      forSale
        .filter(
          (listing) =>
            (listing.StreetNumber ?? '').startsWith(number) &&
            words.every((word) => listingSearchText(listing).includes(word)),
        )
        .sort(
          (a, b) =>
            compareText(a.StreetName ?? '', b.StreetName ?? '') ||
            compareText(a.StreetNumber ?? '', b.StreetNumber ?? '') ||
            compareText(a.ListingId, b.ListingId),
        )
        .slice(0, limit)
        .map((listing): PlaceSuggestion => ({
          kind: 'address',
          label: formatListingAddress(listing),
          detail: formatListingLocation(listing),
          homes: 1,
          listingId: listing.ListingId,
        }));
    return [
      ...(plan.name === null ? [] : [...named('city', plan.name), ...named('community', plan.name)]),
      ...(plan.zipPrefix === null ? [] : zips(plan.zipPrefix)),
      ...(plan.mlsPrefix === null ? [] : mls(plan.mlsPrefix)),
      ...(plan.address === null ? [] : addresses(plan.address)),
    ];
  }

  private async forSale(): Promise<Listing[]> {
    const keys = await this.store.listKeys();
    return keys
      .map((key) => this.store.listing(key))
      .filter(
        (listing): listing is Listing =>
          listing !== undefined && DEFAULT_SEARCH_STATUSES.includes(listing.StandardStatus),
      );
  }

  private places(listings: readonly Listing[]): Place[] {
    const counts = new Map<string, Place>();
    const count = (kind: PlaceKind, label: string | null | undefined) => {
      if (label === null || label === undefined || label.trim() === '') return;
      const key = `${kind}\u0000${label}`;
      counts.set(key, { kind, label, homes: (counts.get(key)?.homes ?? 0) + 1 });
    };
    for (const listing of listings) {
      count('city', listing.City);
      count('community', listing.SubdivisionName);
      count('zip', listing.PostalCode);
    }
    return [...counts.values()];
  }
}
