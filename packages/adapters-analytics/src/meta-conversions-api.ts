import { createHash } from 'node:crypto';
import type { AnalyticsDestination, EventVisitor, ProductEvent, ProductEventName } from '@app/domain';
import { DestinationRefusedError, inGroups, postJson } from './post-json.ts';

/** Meta's Graph API (the version the Conversions API documentation uses); META_CAPI_URL replaces it. */
export const META_CAPI_URL = 'https://graph.facebook.com/v21.0';
/** The most events one Conversions API request takes. */
export const META_MAX_EVENTS_PER_REQUEST = 1000;

/** What the Meta destination needs: the pixel (dataset) id and a Conversions API access token. */
export interface MetaOptions {
  readonly pixelId: string;
  readonly accessToken: string;
  readonly siteUrl: string;
  readonly capiUrl?: string;
  readonly fetch?: typeof fetch;
}

/** Meta's standard event for each site event; `save_search` has none and goes as a custom event. */
const META_EVENT_NAMES: Record<ProductEventName, string> = {
  page_view: 'PageView',
  search: 'Search',
  view_item: 'ViewContent',
  generate_lead: 'Lead',
  add_to_wishlist: 'AddToWishlist',
  save_search: 'SaveSearch',
  contact_click: 'Contact',
  add_to_calendar: 'Schedule',
};

/** One server event of the Conversions API. */
export interface MetaServerEvent {
  readonly event_name: string;
  readonly event_time: number;
  readonly event_id: string;
  readonly action_source: 'website';
  readonly event_source_url: string;
  readonly user_data: { client_ip_address?: string; client_user_agent: string; external_id: string[] };
  readonly custom_data: Record<string, string | number | string[]>;
}

/** Our custom data in Meta's words: a listing is a `home_listing` content with its price as the value in USD. */
function customData(event: ProductEvent): Record<string, string | number | string[]> {
  const data: Record<string, string | number | string[]> = { ...event.params };
  const listingId = event.params.listing_id;
  if (typeof listingId === 'string') {
    data.content_ids = [listingId];
    data.content_type = 'home_listing';
  }
  if (typeof event.params.value === 'number') data.currency = 'USD';
  if (typeof event.params.search_term === 'string') data.search_string = event.params.search_term;
  return data;
}

/**
 * A site event as a Conversions API server event. `external_id` is the SHA-256 of our first-party client id (Meta
 * asks for hashed identifiers); the visitor's address and browser let Meta match the event to its pixel.
 */
export function metaServerEvent(event: ProductEvent, visitor: EventVisitor, siteUrl: string): MetaServerEvent {
  return {
    event_name: META_EVENT_NAMES[event.name],
    event_time: Math.floor(event.at / 1000),
    event_id: event.id,
    action_source: 'website',
    event_source_url: new URL(event.page.location, siteUrl).href,
    user_data: {
      ...(visitor.ipAddress === null ? {} : { client_ip_address: visitor.ipAddress }),
      client_user_agent: visitor.userAgent ?? '',
      external_id: [createHash('sha256').update(visitor.clientId).digest('hex')],
    },
    custom_data: customData(event),
  };
}

/**
 * Meta's Conversions API (server to server: no Meta pixel on the page). Needs the visitor's advertising consent.
 * A website event without the visitor's browser cannot be matched, so such a batch is not sent.
 */
export function createMetaDestination(options: MetaOptions): AnalyticsDestination {
  const url = `${options.capiUrl ?? META_CAPI_URL}/${encodeURIComponent(options.pixelId)}/events`;
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'meta',
    purpose: 'advertising',
    async deliver(events, visitor) {
      if (visitor.userAgent === null || visitor.userAgent === '') return;
      for (const group of inGroups(events, META_MAX_EVENTS_PER_REQUEST)) {
        const data = group.map((event) => metaServerEvent(event, visitor, options.siteUrl));
        const answer = await postJson(fetchImpl, 'Meta', url, { data, access_token: options.accessToken });
        const received = (answer as { events_received?: unknown } | null)?.events_received;
        if (received !== data.length)
          throw new DestinationRefusedError('Meta', 200, `received ${String(received)} of ${String(data.length)}`);
      }
    },
  };
}
