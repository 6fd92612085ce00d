import {
  ERROR_MESSAGES,
  listingSearchParams,
  type CommunityMarket,
  type FooterLink,
  type ListingPin,
  type ListingView,
  type MarketActivity,
  type OpenHouse,
  type OpenHouseListing,
  type SearchResults,
  type SeoSettings,
  type SiteSettings,
  type StandardStatus,
  type TimeWindow,
} from '@app/domain';
import type { WebServices } from '../web-services.ts';
import { getJson, getJsonOrNull, postJson, type FetchLike } from './app-fetch.ts';
import { createHttpAdminApi } from './http-admin-api.ts';
import { createHttpAuthClient } from './http-auth-client.ts';
import { createHttpContentServices } from './http-content-services.ts';

interface FooterLinksAnswer {
  data: FooterLink[];
  error: string | null;
}

type PinRow = [string, number, number, number | null, StandardStatus];

function query(params: Record<string, string>): string {
  const text = new URLSearchParams(params).toString();
  return text === '' ? '' : `?${text}`;
}

/** The browser's services: calls to our own API on the same origin. */
export function createHttpWebServices(fetchFn: FetchLike): WebServices {
  return {
    footerLinks: {
      async listPublic() {
        const answer = await getJson<FooterLinksAnswer>(fetchFn, '/api/footer/links');
        if (answer.error !== null) throw new Error(answer.error || ERROR_MESSAGES.footerFetchFailed);
        return answer.data;
      },
    },
    listings: {
      async listOfficeListings(listOfficeMlsId) {
        return (
          await getJson<{ value: ListingView[] }>(fetchFn, `/api/corelogic/properties${query({ listOfficeMlsId })}`)
        ).value;
      },
      search: (search) => getJson<SearchResults>(fetchFn, `/api/listings/search${query(listingSearchParams(search))}`),
      async pins(search) {
        const answer = await getJson<{ pins: PinRow[] }>(
          fetchFn,
          `/api/listings/pins${query(listingSearchParams({ ...search, page: 1 }))}`,
        );
        return answer.pins.map(([ListingId, Latitude, Longitude, ListPrice, StandardStatus]): ListingPin => ({
          ListingKey: ListingId,
          ListingId,
          Latitude,
          Longitude,
          ListPrice,
          StandardStatus,
        }));
      },
      list: (name, page) =>
        getJson<SearchResults>(fetchFn, `/api/listings/lists/${name}${query(page > 1 ? { page: String(page) } : {})}`),
      getById: (listingId) =>
        getJsonOrNull<ListingView>(fetchFn, `/api/corelogic/property/${encodeURIComponent(listingId)}`),
      getFeatured: (slug) =>
        getJsonOrNull<ListingView>(fetchFn, `/api/featured-properties/${encodeURIComponent(slug)}`),
      async bySubdivision(subdivision, limit) {
        const params = { subdivision, ...(limit === undefined ? {} : { limit: String(limit) }) };
        return (await getJson<{ value: ListingView[] }>(fetchFn, `/api/corelogic/properties${query(params)}`)).value;
      },
      communityMarket: (slug) =>
        getJsonOrNull<CommunityMarket>(fetchFn, `/api/communities/${encodeURIComponent(slug)}/market`),
    },
    openHouses: {
      list: (filter) =>
        getJson<{ window: TimeWindow; openHouses: OpenHouseListing[] }>(
          fetchFn,
          `/api/open-houses${query(filter.kind === 'date' ? { date: filter.date } : { when: filter.kind })}`,
        ),
      async forListing(listingKey) {
        return (
          await getJson<{ openHouses: OpenHouse[] }>(
            fetchFn,
            `/api/open-houses/listing/${encodeURIComponent(listingKey)}`,
          )
        ).openHouses;
      },
    },
    contact: {
      send: (message) => postJson<{ id: string }>(fetchFn, '/api/contact', message),
    },
    content: createHttpContentServices(fetchFn),
    auth: createHttpAuthClient(fetchFn),
    admin: createHttpAdminApi(fetchFn),
    market: {
      activity({ city, months }) {
        const params = {
          ...(city === undefined ? {} : { city }),
          ...(months === undefined ? {} : { months: String(months) }),
        };
        return getJsonOrNull<MarketActivity>(fetchFn, `/api/market-activity${query(params)}`);
      },
    },
    site: {
      getSettings: () => getJson<SiteSettings>(fetchFn, '/api/site/settings'),
      getSeoSettings: () => getJson<SeoSettings>(fetchFn, '/api/site/seo'),
    },
  };
}
