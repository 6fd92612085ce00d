import type { Consent, ConsentPurpose } from './consent.ts';
import type { ProductEvent } from './product-event.ts';

/** Who sent a batch of events, as far as destinations may know. */
export interface EventVisitor {
  /** A random id the browser keeps for the site (first-party); never derived from the person. */
  readonly clientId: string;
  /** The consent that applies (Global Privacy Control already taken into account). */
  readonly consent: Consent;
  /** The visitor's address and browser, which Meta's Conversions API needs to match a website event. */
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

/** A place events are sent to: the first-party record, Google Analytics 4, Meta. */
export interface AnalyticsDestination {
  /** A short name for logs and the README (e.g. `ga4`). */
  readonly name: string;
  /** What the visitor must have agreed to before this destination gets anything; `none` for first-party counts. */
  readonly purpose: ConsentPurpose | 'none';
  /** Sends the events; rejects when the destination refused them or could not be reached. */
  deliver(events: readonly ProductEvent[], visitor: EventVisitor): Promise<void>;
}
