import {
  savedSearchState,
  type AlertFrequency,
  type SavedHome,
  type SavedSearch,
  type SavedSearchView,
  type StandardStatus,
} from '@app/domain';

/** A saved_homes row as read through pg, PGlite or PostgREST (numeric may come as a string, times as Date or text). */
export interface SavedHomeRow {
  readonly visitor_id: string;
  readonly listing_id: string;
  readonly price_at_save: number | string | null;
  readonly status_at_save: string;
  readonly saved_at: Date | string;
}

/** A saved_searches row as read. */
export interface SavedSearchRow {
  readonly id: string;
  readonly visitor_id: string;
  readonly name: string;
  readonly view: string;
  readonly params: Record<string, string> | string;
  readonly alert_frequency: string;
  readonly last_alerted_at: Date | string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function savedHomeFromRow(row: SavedHomeRow): SavedHome {
  return {
    visitorId: row.visitor_id,
    listingId: row.listing_id,
    priceAtSave: row.price_at_save === null ? null : Number(row.price_at_save),
    statusAtSave: row.status_at_save as StandardStatus,
    savedAt: iso(row.saved_at),
  };
}

/**
 * A saved search as read. jsonb keeps an object's keys in its own order, so the parameters are put back in the
 * search's canonical order (savedSearchState) and the saved search opens at the same address it was saved with.
 */
export function savedSearchFromRow(row: SavedSearchRow): SavedSearch {
  const stored = typeof row.params === 'string' ? (JSON.parse(row.params) as Record<string, string>) : row.params;
  const view = row.view as SavedSearchView;
  return {
    id: row.id,
    visitorId: row.visitor_id,
    name: row.name,
    view,
    params: savedSearchState(view, stored).params,
    alertFrequency: row.alert_frequency as AlertFrequency,
    lastAlertedAt: row.last_alerted_at === null ? null : iso(row.last_alerted_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
