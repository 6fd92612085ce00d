import type { FooterLink, ListingFreshness, ListingView, SiteSettings } from '@app/domain';
import type { RenderPage } from '@app/web';
import type { CachedValue } from './cache/cached-value.ts';

/** The build the server serves, for stale-page detection. */
export interface BuildInfo {
  readonly id: string;
  readonly builtAt: string;
}

/** The server-rendered web app: its renderer and the folder of its browser files. */
export interface WebApp {
  readonly renderPage: RenderPage;
  readonly clientDir: string;
}

/**
 * Everything the HTTP layer calls, resolved by the composition root. Plain functions and
 * values: routes never see the container, the database or an adapter.
 */
export interface ServerServices {
  /** Enabled footer links in display order, kept for a short while (same for every visitor). */
  readonly publicFooterLinks: CachedValue<FooterLink[]>;
  readonly listOfficeListings: (input: { listOfficeMlsId?: string; limit?: number }) => Promise<ListingView[]>;
  readonly listSubdivisionListings: (input: { subdivision: string; limit?: number }) => Promise<ListingView[]>;
  readonly getListing: (listingId: string) => Promise<ListingView | null>;
  readonly getSiteSettings: () => Promise<SiteSettings>;
  readonly listingFreshness: () => Promise<ListingFreshness>;
  /** Resolves when the database answers a trivial query. */
  readonly pingDatabase: () => Promise<void>;
  readonly build: BuildInfo;
  /** Null when the web app is not built (API-only tests). */
  readonly web: WebApp | null;
}
