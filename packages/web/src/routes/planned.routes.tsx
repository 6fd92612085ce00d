import { createRoute } from '@tanstack/react-router';
import { PlannedPage } from '../features/pages/planned-page.tsx';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** A route whose page a later issue builds; until then it shows its title in the layout its path gets. */
function planned<TPath extends string>(path: TPath, title: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    head: () => pageHead(title),
    component: () => <PlannedPage title={title} />,
  });
}

/** Admin routes of the spec not built yet. */
export const plannedAdminRoutes = [
  planned('/admin', 'Dashboard'),
  planned('/admin/seo-aeo', 'SEO & Answer Engines'),
  planned('/admin/agents', 'Agents'),
  planned('/admin/banners', 'Banners'),
  planned('/admin/image-library', 'Image Library'),
  planned('/admin/about-us', 'About Us Pages'),
  planned('/admin/about-us/testimonials', 'Testimonials'),
  planned('/admin/about-us/our-brokerage', 'Our Brokerage'),
  planned('/admin/about-us/sales-results', 'Sales Results'),
  planned('/admin/about-us/areas-of-service', 'Areas of Service'),
  planned('/admin/articles', 'Articles'),
  planned('/admin/contacts', 'Contact Submissions'),
  planned('/admin/communities', 'Communities'),
  planned('/admin/footer-links', 'Footer Links'),
  planned('/admin/dashboard/market-activity', 'Market Activity Dashboard'),
  planned('/admin/docs/help', 'Help'),
  planned('/admin/docs/test-cases', 'Test Cases'),
] as const;
