import { createRoute } from '@tanstack/react-router';
import type { SiteSettings } from '@app/domain';
import { officeAddressLine } from '../features/contact/directions.ts';
import { breadcrumbJsonLd } from '../features/seo/breadcrumb-json-ld.ts';
import { faqJsonLd } from '../features/seo/faq-json-ld.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

/** The contact page's description: how to reach the team, with its phone and address when known. */
function contactDescription(settings: SiteSettings | null): string {
  if (settings === null)
    return 'Send the Palmetto Realty Group team a message about buying or selling a home in Southwest Florida.';
  return `Send ${settings.teamName} a message, call ${settings.phone} or visit the office at ${officeAddressLine(settings)}: hours, map and directions.`;
}

/** `/contact-us`: the contact form, the office's details and the FAQ (from the site and SEO settings the root loads).
 * */
export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact-us',
  head: ({ match }) => {
    const faq = match.context.stores.site.state.seo?.faq ?? [];
    return pageHead({
      title: 'Contact Us',
      description: contactDescription(match.context.stores.site.state.settings),
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: 'Home', path: '/' },
            { name: 'Contact Us', path: '/contact-us' },
          ],
          match.context.config.siteUrl,
        ),
        ...(faq.length === 0 ? [] : [faqJsonLd(faq)]),
      ],
    });
  },
  component: lazyPage(() => import('../features/contact/contact-page.tsx')),
});
