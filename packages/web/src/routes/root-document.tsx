// Mantine's base styles (its layer order is declared first, in entry-client.tsx); each component's
// own CSS comes with the component (build/mantine-component-styles.ts).
import 'virtual:mantine-styles/baseline.css';
import 'virtual:mantine-styles/default-css-variables.css';
import 'virtual:mantine-styles/global.css';
import '@fontsource-variable/playfair-display';
import '../app/global.css';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { Outlet, Scripts, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useEffect } from 'react';
import { AppContextProvider } from '../app/services-context.tsx';
import { mantineCssVariables } from '../app/mantine-css-variables.ts';
import { theme } from '../app/theme.ts';
import { LayoutFrame } from '../features/chrome/layout-frame.tsx';
import { SiteHeadContent } from '../features/seo/site-head-content.tsx';
import { ReloadScrollScript } from '../features/scroll/reload-scroll-script.tsx';

/** The whole HTML document: head tags of the matched routes (URLs absolute on the site's origin), providers, the layout
 * and the page. */
export function RootDocument() {
  const { services, stores, config } = useRouteContext({ from: '__root__' });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { seo } = useSnapshot(stores.site.state);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <SiteHeadContent siteUrl={config.siteUrl} seo={seo} />
        <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: mantineCssVariables() }} />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
          <AppContextProvider services={services} stores={stores}>
            <LayoutFrame path={pathname}>
              <Outlet />
            </LayoutFrame>
          </AppContextProvider>
        </MantineProvider>
        <ReloadScrollScript />
        <Scripts />
      </body>
    </html>
  );
}
