import type { WebServices } from '../services/web-services.ts';
import type { PublicConfig } from './public-config.ts';
import type { AppStores } from '../stores/app-stores.ts';

/**
 * What every page loads besides its route's own files (those come from the router's asset
 * manifest, see route-assets.ts): the client entry's script and the fonts of the first paint.
 */
export interface PageAssets {
  scripts: string[];
  fonts: string[];
  /** The top navigation's page chunks, fetched by the idle prefetch. */
  prefetch: string[];
  /** The CSS files whose rules the server inlined into this page (see markInlinedStylesheets). */
  inlinedStyles: string[];
  /** Server only, never sent: the CSS files a route's page needs, by route id. */
  stylesOfRoute?: (routeId: string) => readonly string[];
}

/** What every route loader and head function can reach. */
export interface RouterContext {
  readonly services: WebServices;
  readonly stores: AppStores;
  /** Filled on the server from the build manifest, copied into the browser at hydration. */
  readonly assets: PageAssets;
  /** The build this page came from; compared with /builds/latest.json to detect a stale page. */
  readonly build: { id: string };
  /** Deployment settings (sold-data visibility, map tiles), copied into the browser at hydration. */
  readonly config: PublicConfig;
  /** Awaited by the root loader: the app-start work (featured listings force-loaded on the server). */
  readonly appStart: Promise<void>;
  /** The visitor's user agent (no error page is rendered for bots). */
  readonly userAgent: string;
}
