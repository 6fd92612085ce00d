import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/seo-aeo`: titles, descriptions, share image, crawler rules, organization details, FAQ and the llms.txt summary (admins only). */
export const adminSeoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/seo-aeo',
  head: () => pageHead('SEO & Answer Engines · Admin'),
  component: adminPage('src/features/admin/seo/seo-page.tsx'),
});
