import type { SavedHome } from './saved-home.ts';
import type { NewSavedSearch, SavedSearch, SavedSearchChange } from './saved-search.ts';

/**
 * A visitor's saved homes. Every call names the visitor; a row of another visitor is never read or
 * changed (in Supabase mode row-level security enforces it as well, migration 0025).
 */
export interface SavedHomesRepository {
  /** The visitor's saved homes, the latest saved first. */
  list(visitorId: string): Promise<SavedHome[]>;
  /** Saves a home, or keeps the earlier save (its price and status then) when it is saved already. */
  save(home: Omit<SavedHome, 'savedAt'>): Promise<SavedHome>;
  /** Removes a saved home; answers whether there was one. */
  remove(visitorId: string, listingId: string): Promise<boolean>;
  /** Removes every saved home of the visitor and their saved-home alert setting (account deletion). */
  removeAll(visitorId: string): Promise<void>;
  /** Whether the visitor is e-mailed when a saved home changes price or status (on until turned off). */
  alertsOn(visitorId: string): Promise<boolean>;
  /** Turns the visitor's saved-home alerts on or off. */
  setAlerts(visitorId: string, on: boolean): Promise<void>;
}

/** A visitor's saved searches, on the same terms as SavedHomesRepository. */
export interface SavedSearchesRepository {
  /** The visitor's saved searches, the latest created first. */
  list(visitorId: string): Promise<SavedSearch[]>;
  create(visitorId: string, search: NewSavedSearch): Promise<SavedSearch>;
  /** Renames it or changes its alerts; null when the visitor has no such search. */
  update(visitorId: string, id: string, change: SavedSearchChange): Promise<SavedSearch | null>;
  /** Answers whether there was such a search. */
  remove(visitorId: string, id: string): Promise<boolean>;
  removeAll(visitorId: string): Promise<void>;
}
