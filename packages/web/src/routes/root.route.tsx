import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { BRAND_NAVY } from '../app/theme.ts';
// A file of its own: inlined, the icon's 1 KB would sit in the shell script and in every page's head.
import favicon from '../assets/favicon.svg?no-inline';
import { pageIndexing, siteHead } from '../features/seo/site-head.ts';
import { AppErrorScreen, NotFoundScreen } from './lazy-screens.ts';
import { RootDocument } from './root-document.tsx';
import { preloadLayout } from '../features/chrome/layout-frame.tsx';

/** The root route: document head, the app-start data every page needs, not-found and error screens. */
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
  scripts: ({ match }) => match.context.assets.scripts.map((src) => ({ type: 'module', src })),
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
