import { createRoute, notFound } from '@tanstack/react-router';
import { NOT_FOUND_SCREEN } from '@app/domain';
import { breadcrumbJsonLd } from '../features/seo/breadcrumb-json-ld.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** The site page holding the terms of use and privacy policy. */
const PRIVACY_POLICY_PAGE = 'privacy-policy';

/** `/privacy-policy`: the `privacy-policy` site page (linked from the footer); the Page Not Found screen while there is
 * none. */
export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  loader: async ({ context }) => {
    const page = await context.services.content.page(PRIVACY_POLICY_PAGE);
    if (page === null) throw notFound();
    return page;
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? pageHead({
          title: loaderData.title,
          description: loaderData.intro,
          jsonLd: [
            breadcrumbJsonLd(
              [
                { name: 'Home', path: '/' },
                { name: loaderData.title, path: '/privacy-policy' },
              ],
              match.context.config.siteUrl,
            ),
          ],
        })
      : pageHead(NOT_FOUND_SCREEN.title),
  component: lazyPage(() => import('../features/privacy-policy/privacy-policy-page.tsx')),
});
