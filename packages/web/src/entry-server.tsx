import { renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  defineHandlerCallback,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { rootRouteId } from '@tanstack/react-router';
import {
  FEATURED_OFFICE_ID,
  PREVIEW_PARAM,
  systemClock,
  TOP_NAVIGATION,
  withPreviewedRecord,
  type PreviewOpening,
} from '@app/domain';
import type { PublicConfig } from './app/public-config.ts';
import {
  entryFiles,
  pageChunkFiles,
  routerAssetManifest,
  withoutChunkPreloads,
  type BuildManifest,
} from './app/route-assets.ts';
import type { PageAssets } from './app/router-context.ts';
import { createAppRouter } from './router.tsx';
import { assetRoutes } from './routes/route-asset-table.ts';
import type { AuthClient } from './features/auth/auth-client.ts';
import type { PublicWebServices, WebServices } from './services/web-services.ts';
import { createAppStores, type AppStores } from './stores/app-stores.ts';
import { markedAsPreview, refusedPreviewPage } from './features/preview/preview-answer.ts';

/** What the API process gives the server renderer. */
export interface PageRendererOptions {
  /** The server's application layer (`AppServices`): loaders call its use cases directly. */
  readonly services: PublicWebServices;
  /** Vite's manifest of the browser build. */
  readonly manifest: BuildManifest;
  /** The build's CSS files by address (`/assets/….css`), inlined into the pages that need them. */
  readonly stylesheets: Readonly<Record<string, string>>;
  readonly buildId: string;
  readonly config: PublicConfig;
  /** Opens a signed preview link (`?preview=` on a public address, ADR 0041); without it the parameter is ignored. */
  readonly openPreview?: (token: string) => Promise<PreviewOpening>;
}

/** Why the server renderer's auth calls refuse: sessions live in the browser's cookies and are read by the API. */
export const AUTH_IN_BROWSER_ONLY = 'Signing in happens in the browser, through /api/auth';

/**
 * The AuthClient during server rendering. A rendered page never knows who is signed in (the
 * server guard has already let the request through), so the session is "not known yet" and the
 * browser asks /api/auth/session after hydration; every other call is refused.
 */
const serverRenderAuthClient: AuthClient = {
  session: async () => ({ event: 'INITIAL_SESSION', user: null, expiresAt: null }),
  signIn: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  signOut: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  refresh: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  recover: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  exchangeCode: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  updatePassword: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  updateProfile: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  listFactors: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  enrollTotp: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  verifyTotp: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
  unenroll: () => Promise.reject(new Error(AUTH_IN_BROWSER_ONLY)),
};

/** How one page is rendered. */
export interface RenderOptions {
  /**
   * The Content-Security-Policy nonce of this render: set as the `nonce` attribute of every inline
   * script the render writes (and only those), so the server can allow exactly them. A fresh
   * random value per render; never reuse one across visitors.
   */
  readonly nonce?: string;
}

/** Renders one page request to an HTML response. */
export type RenderPage = (request: Request, options?: RenderOptions) => Promise<Response>;

/**
 * Renders the loaded page in one pass to one string, as TanStack's defaultRenderHandler does, and
 * answers its UTF-8 bytes. The server answers every page whole (it compresses and may keep it), so
 * streaming bought nothing and cost a chain of web streams per page; bytes instead of a string
 * spare the Response a scan of the whole text. The router's loaders have run and the lazy pages
 * are loaded before this render, so nothing suspends: a component that did suspend here would be
 * sent as its fallback and rendered in the browser.
 */
const renderWholePage = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(<RouterServer router={router} />));
    return new Response(new TextEncoder().encode(html), { status: getSsrStatus(router), headers: responseHeaders });
  } finally {
    router.serverSsr?.cleanup();
  }
});

/**
 * Creates the server renderer. Every request gets its own stores and router (no state shared
 * between visitors); app start force-loads the featured listings of office PRG. Each page links
 * the shell's files and its own route's (the router's asset manifest), nothing more.
 */
export function createPageRenderer(options: PageRendererOptions): RenderPage {
  const services: WebServices = { ...options.services, auth: serverRenderAuthClient };
  const entry = entryFiles(options.manifest);
  const assets: PageAssets = {
    entry: entry.script,
    modulePreloads: [],
    fonts: entry.fonts,
    prefetch: [],
    inlinedStyles: [],
  };
  const createRouter = (
    appStart: (stores: AppStores) => Promise<void>,
    userAgent: string,
    nonce?: string,
    pageServices: WebServices = services,
  ) => {
    const stores = createAppStores({ services: pageServices, clock: systemClock });
    return createAppRouter(
      {
        services: pageServices,
        stores,
        assets: { ...assets },
        build: { id: options.buildId },
        config: { ...options.config },
        appStart: appStart(stores),
        userAgent,
      },
      { nonce },
    );
  };
  const routes = assetRoutes(createRouter(() => Promise.resolve(), '').routesById);
  const assetManifest = routerAssetManifest(options.manifest, routes, rootRouteId, options.stylesheets);
  assets.prefetch = pageChunkFiles(
    options.manifest,
    routes,
    TOP_NAVIGATION.map((item) => item.to),
  );
  const hrefs = (links: readonly (string | { href: string })[] = []) =>
    links.map((link) => (typeof link === 'string' ? link : link.href));
  assets.stylesOfRoute = (routeId) => hrefs(assetManifest.routes[routeId]?.css);
  assets.chunksOfRoute = (routeId) => hrefs(assetManifest.routes[routeId]?.preloads);
  // The router links no chunk itself: the first document's start script preloads them with the entry, once the main
  // picture is shown (app/start-script.ts).
  const routerManifest = withoutChunkPreloads(assetManifest);
  const render = (request: Request, renderOptions: RenderOptions, pageServices: WebServices) => {
    const handler = createRequestHandler({
      request,
      getRouterManifest: () => routerManifest,
      createRouter: () =>
        createRouter(
          (stores) => stores.featured.load(FEATURED_OFFICE_ID, { force: true }),
          request.headers.get('user-agent') ?? '',
          renderOptions.nonce,
          pageServices,
        ),
    });
    return handler(renderWholePage as Parameters<typeof handler>[0]);
  };
  return async (request, renderOptions = {}) => {
    const token = new URL(request.url).searchParams.get(PREVIEW_PARAM);
    if (token === null || options.openPreview === undefined) return render(request, renderOptions, services);
    // A preview: the real page, its loaders reading the previewed record whatever its status (ADR 0041).
    const opening = await options.openPreview(token);
    if (!opening.ok) return refusedPreviewPage(opening.refusal);
    const content = withPreviewedRecord(services.content, opening.preview);
    return markedAsPreview(await render(request, renderOptions, { ...services, content }));
  };
}
