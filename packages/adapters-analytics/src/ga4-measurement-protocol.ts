import {
  consentModeSignals,
  MAX_EVENTS_PER_BATCH,
  type AnalyticsDestination,
  type EventVisitor,
  type ProductEvent,
} from '@app/domain';
import { inGroups, postJson } from './post-json.ts';

/** Google's collection endpoint; GA_COLLECT_URL replaces it (tests point it at the double). */
export const GA4_COLLECT_URL = 'https://www.google-analytics.com/mp/collect';

/** What the GA4 destination needs: the web stream's measurement id and a Measurement Protocol API secret. */
export interface Ga4Options {
  readonly measurementId: string;
  readonly apiSecret: string;
  /** The site's origin, so `page_location` is an absolute URL as GA4 expects. */
  readonly siteUrl: string;
  readonly collectUrl?: string;
  readonly fetch?: typeof fetch;
}

/** One event as the Measurement Protocol takes it. */
export interface Ga4Event {
  readonly name: string;
  readonly timestamp_micros: number;
  readonly params: Record<string, string | number>;
}

/** The body of one Measurement Protocol request. */
export interface Ga4Payload {
  readonly client_id: string;
  readonly consent: { ad_user_data: 'GRANTED' | 'DENIED'; ad_personalization: 'GRANTED' | 'DENIED' };
  readonly events: Ga4Event[];
}

const upper = (signal: 'granted' | 'denied'): 'GRANTED' | 'DENIED' => (signal === 'granted' ? 'GRANTED' : 'DENIED');

/**
 * A site event as a GA4 event: the page fields GA4's reports use (`page_location`, `page_title`, `page_referrer`),
 * the route's template as `page_template`, `engagement_time_msec` so the event shows in Realtime, and the event's
 * id so the same event sent twice can be told apart.
 */
export function ga4Event(event: ProductEvent, siteUrl: string): Ga4Event {
  const params: Record<string, string | number> = {
    ...event.params,
    page_location: new URL(event.page.location, siteUrl).href.slice(0, 1000),
    page_title: event.page.title.slice(0, 300),
    page_template: event.page.template.slice(0, 100),
    engagement_time_msec: 1,
    event_id: event.id.slice(0, 100),
  };
  if (event.page.referrer !== '') params.page_referrer = event.page.referrer.slice(0, 420);
  return { name: event.name, timestamp_micros: event.at * 1000, params };
}

/** The Measurement Protocol bodies for a visitor's events, 25 events each. */
export function ga4Payloads(events: readonly ProductEvent[], visitor: EventVisitor, siteUrl: string): Ga4Payload[] {
  const signals = consentModeSignals(visitor.consent);
  const consent = {
    ad_user_data: upper(signals.ad_user_data),
    ad_personalization: upper(signals.ad_personalization),
  };
  return inGroups(events, MAX_EVENTS_PER_BATCH).map((group) => ({
    client_id: visitor.clientId,
    consent,
    events: group.map((event) => ga4Event(event, siteUrl)),
  }));
}

/**
 * Google Analytics 4 through the Measurement Protocol (server to server: no Google script on the page). Needs the
 * visitor's analytics consent; the advertising signals of Consent Mode v2 go with every request.
 */
export function createGa4Destination(options: Ga4Options): AnalyticsDestination {
  const query = new URLSearchParams({ measurement_id: options.measurementId, api_secret: options.apiSecret });
  const url = `${options.collectUrl ?? GA4_COLLECT_URL}?${query.toString()}`;
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'ga4',
    purpose: 'analytics',
    async deliver(events, visitor) {
      for (const payload of ga4Payloads(events, visitor, options.siteUrl))
        await postJson(fetchImpl, 'GA4', url, payload);
    },
  };
}
