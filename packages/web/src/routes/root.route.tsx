import type { RouterContext } from '../app/router-context.ts';
import { BRAND_NAVY } from '../app/brand-colors.ts';
// A file of its own: inlined, the icon's 1 KB would sit in the shell script and in every page's head.
import favicon from '../assets/favicon.svg?no-inline';
import { pageIndexing, siteHead } from '../features/seo/site-head.ts';
import { startFiles, startScript } from '../app/start-script.ts';
import { AppErrorScreen, NotFoundScreen } from './lazy-screens.ts';
// Mantine's base styles and CSS variables, which the site's own components use too (its layer order is declared
// first, in entry-client.tsx), and the theme's variables, computed at build time (build/theme-variables.ts). Each
// Mantine component's own CSS comes with the component (build/mantine-component-styles.ts), its provider with the
// pages that use it (app/mantine-scope.tsx).
import 'virtual:mantine-styles/baseline.css';
import 'virtual:mantine-styles/default-css-variables.css';
import 'virtual:mantine-styles/global.css';
import 'virtual:theme-variables.css';
// The headings' serif as static faces, Latin: 600 (every heading; preloaded) and, fetched only where a page draws them,
// 400 and 700. The 600 file is 23 KB where the variable font's was 38 (docs/adr/0060). A letter outside Latin is drawn
// by the local stand-in (global.css).
import '@fontsource/playfair-display/latin-400.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/playfair-display/latin-700.css';
import '../app/global.css';
import { createRootRouteWithContext, Outlet, Scripts, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useEffect } from 'react';
import { AppContextProvider } from '../app/services-context.tsx';
import { LayoutFrame, preloadLayout } from '../features/chrome/layout-frame.tsx';
import { SiteHeadContent } from '../features/seo/site-head-content.tsx';
import { ReloadScrollScript } from '../features/scroll/reload-scroll-script.tsx';
import { DEFERRED_RENDER_SWITCH } from '../ui/deferred-render.ts';
import { ConsentBanner } from '../features/analytics/consent-banner.tsx';
import { VisitorPromptHost } from '../features/visitor/visitor-prompt-host.tsx';

/** The whole HTML document: head tags of the matched routes (URLs absolute on the site's origin), providers, the layout
 * and the page. */
function RootDocument() {
  const { services, stores, config } = useRouteContext({ from: '__root__' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { seo } = useSnapshot(stores.site.state);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The light colour scheme Mantine's variables are keyed on (what `mantineHtmlProps` set); parts below the first
    // screen drawn when near it (ui/deferred-render.ts: the switch goes at the first navigation, React leaves it).
    <html lang="en" data-mantine-color-scheme="light" {...{ [DEFERRED_RENDER_SWITCH]: '' }} suppressHydrationWarning>
      <head>
        <SiteHeadContent siteUrl={config.siteUrl} seo={seo} />
      </head>
      <body>
        <AppContextProvider services={services} stores={stores}>
          <LayoutFrame path={pathname}>
            <Outlet />
          </LayoutFrame>
        </AppContextProvider>
        <ConsentBanner destinations={config.thirdParties} />
        <VisitorPromptHost />
        <ReloadScrollScript />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The root route: document head, the app-start data every page needs (the site settings and the
 * public footer, loaded into their stores), the document itself, not-found and error screens.
 */
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ match, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: BRAND_NAVY },
      ...siteHead(
        pageIndexing(matches),
        match.context.stores.site.state.settings,
        match.context.stores.site.state.seo,
        match.context.config.siteUrl,
      ),
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: favicon },
      ...match.context.assets.fonts.map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossOrigin: 'anonymous' as const,
        href,
      })),
    ],
  }),
  // The entry starts once the browser reports the first screen's main picture shown (app/start-script.ts).
  scripts: ({ match, matches }) => [
    {
      children: startScript(
        startFiles(
          match.context.assets,
          matches.map((each) => each.routeId),
        ),
      ),
    },
  ],
  loader: async ({ context, location }) => {
    await Promise.all([
      context.appStart,
      context.stores.site.ensureLoaded(),
      context.stores.footer.fetchPublicLinks(),
      preloadLayout(location.pathname),
    ]);
  },
  component: RootDocument,
  notFoundComponent: NotFoundScreen,
  errorComponent: AppErrorScreen,
});
