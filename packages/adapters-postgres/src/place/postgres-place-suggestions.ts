import type { SqlExecutor } from '@app/database';
import {
  formatListingAddress,
  formatListingLocation,
  PLACE_KINDS,
  placeQueryPlan,
  type PlaceSuggestion,
  type PlaceSuggestionQuery,
  type PlaceSuggestions,
} from '@app/domain';
import type { Database } from '../connection/database.ts';
import { translateDriverErrors } from '../connection/driver-errors.ts';
import { placeListingsSql, placeNamesSql, REFRESH_IF_STALE_SQL, REFRESH_SQL } from './place-suggestions.sql.ts';

/** Message of a failed suggestion query; the location box shows no list, the API answers 503 with it. */
export const PLACE_SUGGESTIONS_FAILED = 'Place suggestions are not available right now';

interface PlaceRow {
  kind: PlaceSuggestion['kind'];
  label: string;
  homes: number | string;
  score: number | string;
}

interface ListingRow {
  kind: 'mls' | 'address';
  listing_id: string;
  street_number: string | null;
  street_dir_prefix: string | null;
  street_name: string | null;
  street_dir_suffix: string | null;
  street_suffix: string | null;
  unit_number: string | null;
  city: string | null;
  state_or_province: string | null;
  postal_code: string | null;
}

function listingSuggestion(row: ListingRow): PlaceSuggestion {
  const address = formatListingAddress({
    StreetNumber: row.street_number,
    StreetDirPrefix: row.street_dir_prefix,
    StreetName: row.street_name,
    StreetDirSuffix: row.street_dir_suffix,
    StreetSuffix: row.street_suffix,
    UnitNumber: row.unit_number,
  });
  const location = formatListingLocation({
    City: row.city,
    StateOrProvince: row.state_or_province,
    PostalCode: row.postal_code,
  });
  return row.kind === 'mls'
    ? {
        kind: 'mls',
        label: row.listing_id,
        detail: [address, location].filter(Boolean).join(', '),
        homes: 1,
        listingId: row.listing_id,
      }
    : { kind: 'address', label: address, detail: location, homes: 1, listingId: row.listing_id };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** ZIP codes in their own order; names the closest first, then the most homes, then by name. */
function closerFirst(a: PlaceRank, b: PlaceRank): number {
  if (a.kind === 'zip') return compareText(a.label, b.label);
  return b.score - a.score || b.homes - a.homes || compareText(a.label, b.label);
}

interface PlaceRank {
  readonly kind: PlaceSuggestion['kind'];
  readonly label: string;
  readonly homes: number;
  readonly score: number;
}

const kindOrder = (kind: PlaceSuggestion['kind']) => PLACE_KINDS.indexOf(kind);

/**
 * Place suggestions from the `place_names` view (cities, communities, ZIP codes, migration 0026) and the
 * listings table (addresses, MLS numbers), on PGlite or Postgres 15. The view is refreshed first when a
 * listing write marked it stale.
 */
export class PostgresPlaceSuggestions implements PlaceSuggestions {
  constructor(private readonly db: Pick<Database, 'transaction'> & SqlExecutor) {}

  suggest(query: PlaceSuggestionQuery): Promise<PlaceSuggestion[]> {
    return translateDriverErrors(PLACE_SUGGESTIONS_FAILED, async () => {
      await this.refreshIfStale();
      const plan = placeQueryPlan(query.text);
      const names = placeNamesSql(plan, query.limitPerKind);
      const listings = placeListingsSql(plan, query.limitPerKind);
      const placeRows = names === null ? [] : (await this.db.query<PlaceRow>(names.sql, names.params)).rows;
      const listingRows =
        listings === null ? [] : (await this.db.query<ListingRow>(listings.sql, listings.params)).rows;
      const places = placeRows
        .map((row) => ({ kind: row.kind, label: row.label, homes: Number(row.homes), score: Number(row.score) }))
        .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || closerFirst(a, b))
        .map(({ kind, label, homes }): PlaceSuggestion => ({ kind, label, homes }));
      const found = listingRows.map(listingSuggestion).sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));
      return [...places, ...found];
    });
  }

  /** One refresh per change: the flag is cleared in the refresh's transaction, so a write after it marks it again. */
  private async refreshIfStale(): Promise<void> {
    const { rows } = await this.db.query<{ id: boolean }>('select id from place_names_state where stale');
    if (rows.length === 0) return;
    await this.db.transaction(async (tx) => {
      const marked = await tx.query(REFRESH_IF_STALE_SQL);
      if (marked.rows.length > 0) await tx.exec(REFRESH_SQL);
    });
  }
}
