import type { NewsletterSubscriber } from './newsletter-subscriber.ts';

/** A sign-up to keep until its link is used. */
export interface NewsletterRequest {
  readonly email: string;
  readonly cities: readonly string[];
  /** The hash of the confirmation link's token (the token itself is only in the mail). */
  readonly tokenHash: string;
  /** When the link stops working (ISO 8601). */
  readonly expiresAt: string;
  /** The unsubscribe token a new subscriber gets (an existing one keeps its own). */
  readonly unsubscribeToken: string;
  readonly at: string;
}

/** What a used confirmation link did. */
export interface NewsletterConfirmation {
  readonly subscriber: NewsletterSubscriber;
  /** The address was not confirmed before this link (new, pending, or unsubscribed): a new sign-up. */
  readonly newlyConfirmed: boolean;
}

/** Where newsletter addresses and their confirmation links are kept (the server only, never a visitor's session). */
export interface NewsletterSubscribers {
  /**
   * Keeps a sign-up: a new address becomes a `pending` subscriber; an existing one keeps its status and cities until
   * the link is used. The link (its hash) is stored with the cities asked for.
   */
  request(request: NewsletterRequest): Promise<void>;
  /**
   * Uses a confirmation link at `at`: when its hash is known, unused and not expired, the subscriber becomes
   * `confirmed` with the link's cities and the link is used up; null otherwise (a second use changes nothing).
   */
  confirm(tokenHash: string, at: string): Promise<NewsletterConfirmation | null>;
  /** Unsubscribes the address of an unsubscribe token at `at` and answers it; null for an unknown token. Idempotent. */
  unsubscribe(token: string, at: string): Promise<NewsletterSubscriber | null>;
  /** The confirmed subscribers, oldest confirmation first. */
  confirmed(): Promise<NewsletterSubscriber[]>;
  /**
   * Takes the update of `month` (`YYYY-MM`) for a subscriber: true, and its lastUpdateMonth set, only when it is
   * confirmed and was not sent that month (or a later one) yet; false otherwise. Two concurrent claims: one wins.
   */
  claimMonth(subscriberId: string, month: string): Promise<boolean>;
}
