import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/footer-links`: the public footer's links (admins only). */
export const adminFooterLinksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/footer-links',
  head: () => pageHead('Footer links · Admin'),
  component: adminPage('src/features/admin/footer-links/footer-links-page.tsx'),
});
