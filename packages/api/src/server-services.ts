import type { CoBuyersFor } from './http/visitor/co-buyer.routes.ts';
import type { AlertUnsubscribeDeps } from './http/visitor/alert-unsubscribe.routes.ts';
import type { NewsletterHttpDeps } from './http/newsletter/newsletter-deps.ts';
import type { AppServices, Clock, PageRequest, PreviewLinks } from '@app/domain';
import type { PublicConfig, RenderPage } from '@app/web';
import type { HttpAuthDeps } from './http/auth/auth-deps.ts';
import type { VisitorHttpDeps } from './http/visitor/current-visitor.ts';
import type { MicroCache } from './http/micro-cache.ts';
import type { RequestLimits } from './http/request-limits.ts';
import type { PageCache } from './http/page-cache/page-cache.ts';
import type { ListingPhotos } from './media/listing-photos/listing-photos.ts';

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

/** What the HTTP host serves besides the use cases: the build, the web app, listing photos, the public settings. */
export interface ServerHost {
  readonly build: BuildInfo;
  /** Null when the web app is not built (API-only tests). */
  readonly web: WebApp | null;
  /** Listing photos resized to a served width as WebP (`/media/listing-photo`). */
  readonly listingPhotos: ListingPhotos;
  /** Settings the browser may know: sold-data visibility, the map's tiles, the site's origin. */
  readonly publicConfig: PublicConfig;
  /**
   * The origin state-changing requests must come from: SITE_URL's when it is set; null when it is
   * not, and then each request's own origin (the scheme and Host it was addressed to) counts.
   */
  readonly siteOrigin: string | null;
  /** Counts a served page as a view when it is one; never waits, never throws. */
  readonly pageServed: (request: PageRequest) => void;
}

/**
 * Everything the HTTP layer is built from, resolved once by the composition root: the
 * application's use cases, the host's files and settings, sign-in, and the caches in front of
 * the router. Routes never see the container, the database or an adapter.
 */
export interface HttpServices {
  readonly app: AppServices;
  readonly host: ServerHost;
  readonly clock: Clock;
  /** Sign-in and the admin API; null when they are not served (public-only tests). */
  readonly auth: HttpAuthDeps | null;
  /** Visitor accounts, saved homes and saved searches; absent when not served. */
  readonly visitors?: VisitorHttpDeps | null;
  /** The alert mails' unsubscribe tokens; absent when alerts are not served. */
  readonly alerts?: AlertUnsubscribeDeps | null;
  /** The newsletter: sign-up, its mailed links and the admin's page (ADR 0032); absent when not served. */
  readonly newsletter?: NewsletterHttpDeps | null;
  /** Sharing saved homes with a co-buyer (embedded accounts); absent when not served. */
  readonly coBuyers?: CoBuyersFor | null;
  /** Who the client is (TRUST_PROXY) and the attempt counters of the rate limits and the sign-in lock-out. */
  readonly limits: RequestLimits;
  readonly microCache?: MicroCache;
  readonly pageCache?: PageCache;
  /** Signed preview links (ADR 0041); the admin cannot issue them when absent. */
  readonly previews?: PreviewLinks;
}
