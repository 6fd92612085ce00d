import type { DigestFrequency } from './alert-digest-schedule.ts';
import type { SavedHome } from './saved-home.ts';
import type { SavedSearch } from './saved-search.ts';
import type { VisitorDirectory } from './visitor-directory.port.ts';

/** What an alert mail's unsubscribe link turns off: the searches it told of and, when it told of saved homes, those. */
export interface AlertSubscription {
  readonly visitorId: string;
  readonly savedSearchIds: readonly string[];
  readonly savedHomes: boolean;
}

/**
 * What the alert job reads and writes across visitors (the server only, never a visitor's session): the searches
 * and saved homes to alert, the visitors' addresses, and the unsubscribe tokens of the mails it sends.
 */
export interface ListingAlertRecipients extends VisitorDirectory {
  /** Every saved search with instant alerts. */
  instantSearches(): Promise<SavedSearch[]>;
  /** Every saved search with daily (or weekly) alerts, mailed as a digest. */
  digestSearches(frequency: DigestFrequency): Promise<SavedSearch[]>;
  /** The saved homes of these listings whose visitors have saved-home alerts on. */
  savedHomesOf(listingIds: readonly string[]): Promise<Pick<SavedHome, 'visitorId' | 'listingId'>[]>;
  /** Records that these searches were alerted at `at` (their lastAlertedAt). */
  markAlerted(savedSearchIds: readonly string[], at: string): Promise<void>;
  /** Stores a new unsubscribe token for what a mail was sent for. */
  storeUnsubscribeToken(token: string, subscription: AlertSubscription): Promise<void>;
  /**
   * Turns off what the token names (its searches to never, saved-home alerts off) and answers it; null for an
   * unknown token. Using a token twice answers the same and changes nothing more.
   */
  unsubscribe(token: string): Promise<AlertSubscription | null>;
}

/** Where the alert job resumes reading listing history (its sync_state row). */
export interface AlertCursor {
  get(): Promise<string | null>;
  set(cursor: string): Promise<void>;
}
