import {
  createGetListing,
  createListOfficeListings,
  createListPublicFooterLinks,
  createListSubdivisionListings,
  type Clock,
  type FooterLinkRepository,
  type ListingStore,
  type ListingView,
  type SiteSettingsRepository,
} from '@app/domain';
import type { WebServices } from '@app/web';
import { createCachedValue, type CachedValue } from '../cache/cached-value.ts';
import type { ServerServices } from '../server-services.ts';
import type { WebBundle } from '../ssr/web-bundle.ts';

/** How long answers that are the same for every visitor are kept in the process. */
export const SHARED_ANSWER_TTL_MS = 60_000;

export interface ServerServicesDeps {
  readonly clock: Clock;
  readonly footerLinks: FooterLinkRepository;
  readonly listings: ListingStore;
  readonly siteSettings: SiteSettingsRepository;
  readonly pingDatabase: () => Promise<void>;
  readonly webBundle: WebBundle | null;
}

function cachedPerKey<T>(load: (key: string) => Promise<T>, clock: Clock): (key: string) => Promise<T> {
  const entries = new Map<string, CachedValue<T>>();
  return (key) => {
    let entry = entries.get(key);
    if (entry === undefined) {
      entry = createCachedValue(() => load(key), SHARED_ANSWER_TTL_MS, clock);
      entries.set(key, entry);
    }
    return entry.get();
  };
}

/** Wires the domain use cases over the adapters into the services the HTTP layer and SSR call. */
export function createServerServices(deps: ServerServicesDeps): ServerServices {
  const listOffice = createListOfficeListings(deps.listings);
  const officeListings = cachedPerKey((office) => listOffice({ listOfficeMlsId: office }), deps.clock);
  const publicFooterLinks = createCachedValue(createListPublicFooterLinks(deps.footerLinks), SHARED_ANSWER_TTL_MS, deps.clock);
  const siteSettings = createCachedValue(() => deps.siteSettings.get(), SHARED_ANSWER_TTL_MS, deps.clock);

  const listOfficeListings = (input: { listOfficeMlsId?: string; limit?: number }): Promise<ListingView[]> =>
    input.listOfficeMlsId !== undefined && input.limit === undefined ? officeListings(input.listOfficeMlsId) : listOffice(input);

  const webServices: WebServices = {
    footerLinks: { listPublic: () => publicFooterLinks.get() },
    listings: { listOfficeListings: (listOfficeMlsId) => officeListings(listOfficeMlsId) },
    site: { getSettings: () => siteSettings.get() },
  };
  const bundle = deps.webBundle;

  return {
    publicFooterLinks,
    listOfficeListings,
    listSubdivisionListings: createListSubdivisionListings(deps.listings),
    getListing: createGetListing(deps.listings),
    getSiteSettings: () => siteSettings.get(),
    listingFreshness: () => deps.listings.freshness(),
    pingDatabase: deps.pingDatabase,
    build: bundle?.build ?? { id: 'development', builtAt: new Date(0).toISOString() },
    web:
      bundle === null
        ? null
        : {
            clientDir: bundle.clientDir,
            renderPage: bundle.createPageRenderer({ services: webServices, assets: bundle.assets, buildId: bundle.build.id }),
          },
  };
}
