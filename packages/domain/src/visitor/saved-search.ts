import type { ValidationIssue } from '../errors/domain-error.ts';
import { listingSearchParams, parseListingSearch } from '../search/listing-search-params.ts';

/** How often a saved search's new matches are mailed: at once (per replication batch), as a digest, or never. */
export const ALERT_FREQUENCIES = ['instantly', 'daily', 'weekly', 'never'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Which page a search was saved on: the list (`/search`) or the map (`/search/map`). */
export const SAVED_SEARCH_VIEWS = ['list', 'map'] as const;
export type SavedSearchView = (typeof SAVED_SEARCH_VIEWS)[number];

/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;

/** A search's whole URL state as stored: the page and its search parameters in canonical form (no page number). */
export interface SavedSearchState {
  readonly view: SavedSearchView;
  readonly params: Readonly<Record<string, string>>;
}

/** A visitor's saved search: its state, the name they gave it and its alerts (parts 6–8 read `lastAlertedAt`). */
export interface SavedSearch extends SavedSearchState {
  readonly id: string;
  readonly visitorId: string;
  readonly name: string;
  readonly alertFrequency: AlertFrequency;
  /** When alerts of this search were last sent (the cursor the alert mails move on); null before the first. */
  readonly lastAlertedAt: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** What a visitor sends to save a search. */
export interface NewSavedSearch extends SavedSearchState {
  readonly name: string;
  readonly alertFrequency: AlertFrequency;
}

/** What a visitor may change of a saved search. */
export interface SavedSearchChange {
  readonly name?: string;
  readonly alertFrequency?: AlertFrequency;
}

export function isAlertFrequency(value: string): value is AlertFrequency {
  return (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

/**
 * The state of a search address as stored: its parameters read by the search itself and written back
 * canonically, so whatever the address held (unknown, tracking or invalid parameters, another order) the
 * saved search is exactly the search the page showed. The page number is dropped: a saved search is the
 * whole result, not its second page.
 */
export function savedSearchState(view: SavedSearchView, query: Readonly<Record<string, string | undefined>>) {
  const { search } = parseListingSearch(query);
  const params = listingSearchParams({ ...search, page: 1 });
  return { view, params } satisfies SavedSearchState;
}

/** The address that opens a saved search on the page it was saved on. */
export function savedSearchHref(state: SavedSearchState): string {
  const query = Object.entries(state.params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const path = state.view === 'map' ? '/search/map' : '/search';
  return query === '' ? path : `${path}?${query}`;
}

/** The name trimmed, or the issue with it: 1 to SAVED_SEARCH_NAME_MAX characters, no control characters. */
export function savedSearchNameIssue(name: string): ValidationIssue | null {
  const trimmed = name.trim();
  if (trimmed === '') return { field: 'name', message: 'Give the search a name' };
  if ([...trimmed].length > SAVED_SEARCH_NAME_MAX)
    return { field: 'name', message: `A name has at most ${SAVED_SEARCH_NAME_MAX} characters` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return { field: 'name', message: 'A name is one line of text' };
  return null;
}

/** The issues of a new saved search (empty when it may be stored): its name and frequency; the state is canonical. */
export function newSavedSearchIssues(input: { name: string; alertFrequency: string }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const nameIssue = savedSearchNameIssue(input.name);
  if (nameIssue !== null) issues.push(nameIssue);
  if (!isAlertFrequency(input.alertFrequency))
    issues.push({ field: 'alertFrequency', message: `Choose ${ALERT_FREQUENCIES.join(', ')}` });
  return issues;
}
