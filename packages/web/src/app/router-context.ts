import type { WebServices } from '../services/web-services.ts';
import type { PublicConfig } from './public-config.ts';
import type { AppStores } from '../stores/app-stores.ts';

/**
 * What every page loads besides its route's own stylesheets (those come from the router's asset
 * manifest, see route-assets.ts): the client entry's script, the chunks its first document needs and
 * the fonts of the first paint.
 */
export interface PageAssets {
  /** The browser entry's module, started by the first document's start script (app/start-script.ts). */
  entry: string;
  /** The chunks the first document's pages need (the shell's and the matched routes'), preloaded with the entry. */
  modulePreloads: readonly string[];
  fonts: string[];
  /** The top navigation's page chunks, fetched by the idle prefetch. */
  prefetch: string[];
  /** The CSS files whose rules the server inlined into this page (see markInlinedStylesheets). */
  inlinedStyles: string[];
  /** Server only, never sent: the CSS files a route's page needs, by route id. */
  stylesOfRoute?: (routeId: string) => readonly string[];
  /** Server only, never sent: the chunks a route's page needs beyond the shell, by route id (the root's: the shell). */
  chunksOfRoute?: (routeId: string) => readonly string[];
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
