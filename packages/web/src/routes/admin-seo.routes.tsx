import { adminPageRoute } from './admin-page.ts';

/** `/admin/seo-aeo`: titles, descriptions, share image, crawler rules, organization details, FAQ and the llms.txt
 * summary (admins only). */
export const adminSeoRoute = adminPageRoute({
  path: '/admin/seo-aeo',
  title: 'SEO & Answer Engines',
  page: 'src/features/admin/seo/seo-page.tsx',
});
