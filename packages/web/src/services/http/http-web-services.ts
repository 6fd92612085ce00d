import {
  ERROR_MESSAGES,
  listingSearchParams,
  parseListingSearch,
  type RefusedPhrase,
  type CommunityMarket,
  type FooterLink,
  type HomeValue,
  type NearbySales,
  typedHomeParams,
  type ListingHistory,
  type ListingPin,
  type ListingView,
  type MarketActivity,
  type OpenHouse,
  type OpenHouseListing,
  type PlaceSuggestionGroup,
  type SearchResults,
  type MonthlyCostSettings,
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

/** The browser's services: calls to our own API on the same origin, one per use case the web app calls. */
export function createHttpWebServices(fetchFn: FetchLike): WebServices {
  return {
    async publicFooterLinks() {
      const answer = await getJson<FooterLinksAnswer>(fetchFn, '/api/footer/links');
      if (answer.error !== null) throw new Error(answer.error || ERROR_MESSAGES.footerFetchFailed);
      return answer.data;
    },
    async listOfficeListings({ listOfficeMlsId, limit }) {
      const params = {
        ...(listOfficeMlsId === undefined ? {} : { listOfficeMlsId }),
        ...(limit === undefined ? {} : { limit: String(limit) }),
      };
      return (await getJson<{ value: ListingView[] }>(fetchFn, `/api/corelogic/properties${query(params)}`)).value;
    },
    searchListings: (search) =>
      getJson<SearchResults>(fetchFn, `/api/listings/search${query(listingSearchParams(search))}`),
    async listingPins(search) {
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
    async suggestPlaces(text) {
      return (await getJson<{ groups: PlaceSuggestionGroup[] }>(fetchFn, `/api/places/suggest${query({ q: text })}`))
        .groups;
    },
    async interpretSearch(sentence) {
      const answer = await getJson<{ params: Record<string, string>; unsupported: string[]; refused: RefusedPhrase[] }>(
        fetchFn,
        `/api/search/interpret${query({ q: sentence })}`,
      );
      return { ...answer, search: parseListingSearch(answer.params).search };
    },
    listListings: (name, page) =>
      getJson<SearchResults>(fetchFn, `/api/listings/lists/${name}${query(page > 1 ? { page: String(page) } : {})}`),
    getListing: (listingId) =>
      getJsonOrNull<ListingView>(fetchFn, `/api/corelogic/property/${encodeURIComponent(listingId)}`),
    // The API looks the listing up itself: a listing the page has loaded saves a lookup on the server only.
    listingHistory: (listingId) =>
      getJsonOrNull<ListingHistory>(fetchFn, `/api/corelogic/property/${encodeURIComponent(listingId)}/history`),
    findFeaturedListing: (slug) =>
      getJsonOrNull<ListingView>(fetchFn, `/api/featured-properties/${encodeURIComponent(slug)}`),
    async listSubdivisionListings({ subdivision, limit }) {
      const params = { subdivision, ...(limit === undefined ? {} : { limit: String(limit) }) };
      return (await getJson<{ value: ListingView[] }>(fetchFn, `/api/corelogic/properties${query(params)}`)).value;
    },
    communityMarket: (slug) =>
      getJsonOrNull<CommunityMarket>(fetchFn, `/api/communities/${encodeURIComponent(slug)}/market`),
    listOpenHouses: (filter) =>
      getJson<{ window: TimeWindow; openHouses: OpenHouseListing[] }>(
        fetchFn,
        `/api/open-houses${query(filter.kind === 'date' ? { date: filter.date } : { when: filter.kind })}`,
      ),
    async listingOpenHouses(listingKey) {
      return (
        await getJson<{ openHouses: OpenHouse[] }>(
          fetchFn,
          `/api/open-houses/listing/${encodeURIComponent(listingKey)}`,
        )
      ).openHouses;
    },
    receiveContactSubmission: (message) => postJson<{ id: string }>(fetchFn, '/api/contact', message),
    content: createHttpContentServices(fetchFn),
    marketActivity({ city, months }) {
      const params = {
        ...(city === undefined ? {} : { city }),
        ...(months === undefined ? {} : { months: String(months) }),
      };
      return getJsonOrNull<MarketActivity>(fetchFn, `/api/market-activity${query(params)}`);
    },
    estimateHomeValue(request) {
      const params = 'listingId' in request ? { listingId: request.listingId } : typedHomeParams(request.home);
      return getJsonOrNull<HomeValue>(fetchFn, `/api/home-value${query(params)}`);
    },
    nearbySales: (listingId) =>
      getJsonOrNull<NearbySales>(fetchFn, `/api/listings/${encodeURIComponent(listingId)}/nearby-sales`),
    getSiteSettings: () => getJson<SiteSettings>(fetchFn, '/api/site/settings'),
    getSeoSettings: () => getJson<SeoSettings>(fetchFn, '/api/site/seo'),
    monthlyCostSettings: () => getJson<MonthlyCostSettings>(fetchFn, '/api/site/monthly-cost-settings'),
    auth: createHttpAuthClient(fetchFn),
    admin: createHttpAdminApi(fetchFn),
  };
}
