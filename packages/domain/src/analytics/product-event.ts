/**
 * Events of the public site, named after GA4's recommended events where one fits: `page_view`, `search`,
 * `view_item` (a listing), `generate_lead` (a form sent), `add_to_wishlist` (a saved home), plus `save_search`,
 * `contact_click` (a phone or e-mail link) and `add_to_calendar` (an open house).
 */
export const PRODUCT_EVENT_NAMES = [
  'page_view',
  'search',
  'view_item',
  'generate_lead',
  'add_to_wishlist',
  'save_search',
  'contact_click',
  'add_to_calendar',
] as const;

export type ProductEventName = (typeof PRODUCT_EVENT_NAMES)[number];

/** A parameter value: short text or a number (never a person's details: the site never puts them in). */
export type EventParamValue = string | number;

/** The page an event happened on. */
export interface EventPage {
  /** Path and query, e.g. `/search?city=Naples`. */
  readonly location: string;
  readonly title: string;
  /** Where the visitor came from: an absolute URL, or '' for none. */
  readonly referrer: string;
  /** The route's template, e.g. `/properties/$listingId`. */
  readonly template: string;
}

/** One event of one visitor. */
export interface ProductEvent {
  readonly name: ProductEventName;
  /** A unique id per event, so a destination that gets it twice counts it once. */
  readonly id: string;
  /** When it happened (ms since the epoch). */
  readonly at: number;
  readonly page: EventPage;
  /** `load` for the page the browser loaded, `route` for a client-side navigation; only for page views. */
  readonly navigation?: 'load' | 'route';
  readonly params: Readonly<Record<string, EventParamValue>>;
}

/** The most events one request of the browser carries (GA4's Measurement Protocol takes 25 per request too). */
export const MAX_EVENTS_PER_BATCH = 25;
/** The most parameters of one event, and the longest name and text value (GA4's limits). */
export const MAX_EVENT_PARAMS = 25;
export const MAX_EVENT_PARAM_NAME_LENGTH = 40;
export const MAX_EVENT_PARAM_TEXT_LENGTH = 100;
/** Events older than this are not forwarded (GA4 backdates 72 hours at most; Meta 7 days). */
export const MAX_EVENT_AGE_MS = 72 * 3_600_000;

const PARAM_NAME = /^[a-z][a-z0-9_]*$/;
/** Parameter names a destination reserves for itself, which the site never sends. */
const RESERVED_PARAM_PREFIX = /^(google_|ga_|firebase_)/;

/** Parameter names that would carry a person's details: events never hold them. */
const PERSONAL_PARAM = /(^|_)(e_?mail|phone|first_name|last_name|full_name|street|address|message|comments?)($|_)/;

/** Why a parameter cannot be sent, or null when it can. */
export function eventParamProblem(name: string, value: EventParamValue): string | null {
  if (name.length > MAX_EVENT_PARAM_NAME_LENGTH || !PARAM_NAME.test(name))
    return `parameter names are lower-case letters, digits and _ (at most ${String(MAX_EVENT_PARAM_NAME_LENGTH)})`;
  if (RESERVED_PARAM_PREFIX.test(name)) return 'parameter names may not start with google_, ga_ or firebase_';
  if (PERSONAL_PARAM.test(name)) return 'events never carry a person’s details';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'numbers must be finite';
  if (typeof value === 'string' && value.length > MAX_EVENT_PARAM_TEXT_LENGTH)
    return `text values are at most ${String(MAX_EVENT_PARAM_TEXT_LENGTH)} characters`;
  return null;
}

/** Whether an event is recent enough to forward at `now`. */
export function isForwardable(event: ProductEvent, now: number): boolean {
  return event.at <= now + 60_000 && now - event.at <= MAX_EVENT_AGE_MS;
}
