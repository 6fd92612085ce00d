import { ERROR_MESSAGES, type FooterLink, type ListingView, type SiteSettings } from '@app/domain';
import type { WebServices } from '../web-services.ts';
import { getJson, type FetchLike } from './app-fetch.ts';

interface FooterLinksAnswer {
  data: FooterLink[];
  error: string | null;
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
        const query = new URLSearchParams({ listOfficeMlsId });
        const answer = await getJson<{ value: ListingView[] }>(fetchFn, `/api/corelogic/properties?${query}`);
        return answer.value;
      },
    },
    site: {
      getSettings: () => getJson<SiteSettings>(fetchFn, '/api/site/settings'),
    },
  };
}
