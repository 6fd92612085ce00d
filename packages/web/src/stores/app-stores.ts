import { ref, snapshot } from 'valtio';
import type { Clock } from '@app/domain';
import type { WebServices } from '../services/web-services.ts';
import { createAuthStore } from './auth-store.ts';
import { createFeaturedPropertiesStore, type FeaturedPropertiesState } from './featured-properties-store.ts';
import { createFooterStore, type FooterState } from './footer-store.ts';
import { createPropertyStore, type PropertyState } from './property-store.ts';
import { createSiteStore, type SiteState } from './site-store.ts';

/** Every store of the app; one set per request on the server, one per app in the browser. */
export interface AppStores {
  readonly footer: ReturnType<typeof createFooterStore>;
  readonly featured: ReturnType<typeof createFeaturedPropertiesStore>;
  readonly site: ReturnType<typeof createSiteStore>;
  readonly property: ReturnType<typeof createPropertyStore>;
  /** Browser only: filled by the auth calls after hydration, never serialised. */
  readonly auth: ReturnType<typeof createAuthStore>;
}

/** The stores' data as the server hands it to the browser. */
export interface StoresSnapshot {
  readonly footer: FooterState;
  /** Sent only with pages that show the featured listings (null otherwise: the browser loads them when a page needs
   * them). */
  readonly featured: FeaturedPropertiesState | null;
  readonly site: SiteState;
  readonly property: PropertyState;
}

/** Creates empty stores; the browser then fills them from the server's snapshot (hydrateStores). */
export function createAppStores(deps: { services: WebServices; clock: Clock }): AppStores {
  return {
    footer: createFooterStore(deps),
    featured: createFeaturedPropertiesStore(deps),
    site: createSiteStore(deps),
    property: createPropertyStore(deps),
    auth: createAuthStore({ client: deps.services.auth }),
  };
}

/** Plain copies of the stores' data, for serialising into the page; the featured listings only when the page shows
 * them. */
export function snapshotStores(stores: AppStores, options: { withFeatured: boolean }): StoresSnapshot {
  return {
    footer: snapshot(stores.footer.state) as FooterState,
    featured: options.withFeatured ? (snapshot(stores.featured.state) as FeaturedPropertiesState) : null,
    site: snapshot(stores.site.state),
    property: snapshot(stores.property.state),
  };
}

/** Copies the server's data into freshly created browser stores. */
export function hydrateStores(stores: AppStores, data: StoresSnapshot): void {
  Object.assign(stores.footer.state, { ...data.footer, links: ref([...data.footer.links]) });
  if (data.featured !== null)
    Object.assign(stores.featured.state, { ...data.featured, properties: ref([...data.featured.properties]) });
  Object.assign(stores.site.state, data.site);
  Object.assign(stores.property.state, {
    ...data.property,
    property: data.property.property === null ? null : ref(data.property.property),
  });
}
