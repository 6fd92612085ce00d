import type { AppServices } from '@app/domain';
import type { WebServices } from '@app/web';
import { serverRenderAuthClient } from './server-render-auth-client.ts';

/**
 * The web app's services during server rendering: the same functions the API routes call,
 * so a rendered page and the JSON API can never disagree.
 */
export function createServerWebServices(services: AppServices): WebServices {
  return {
    footerLinks: { listPublic: () => services.publicFooterLinks() },
    listings: {
      listOfficeListings: (listOfficeMlsId) => services.listOfficeListings({ listOfficeMlsId }),
      search: (search) => services.searchListings(search),
      pins: (search) => services.listingPins(search),
      list: (name, page) => services.listListings(name, page),
      getById: (listingId) => services.getListing(listingId),
      getFeatured: (slug) => services.findFeaturedListing(slug),
      bySubdivision: (subdivision, limit) => services.listSubdivisionListings({ subdivision, limit }),
      communityMarket: (slug) => services.communityMarket(slug),
    },
    openHouses: {
      list: (filter) => services.listOpenHouses(filter),
      forListing: (listingKey) => services.listingOpenHouses(listingKey),
    },
    contact: {
      send: async (message) => {
        const { website: _honeypot, ...submission } = message;
        return { id: (await services.receiveContactSubmission(submission)).id };
      },
    },
    content: services.content,
    auth: serverRenderAuthClient,
    market: { activity: (request) => services.marketActivity(request) },
    site: { getSettings: () => services.getSiteSettings(), getSeoSettings: () => services.getSeoSettings() },
  };
}
