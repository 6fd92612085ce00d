import { adminPageRoute } from './admin-page.ts';

/** `/admin/newsletter`: the market update's subscribers, preview and "Send now" (editors and admins). */
export const adminNewsletterRoute = adminPageRoute({
  path: '/admin/newsletter',
  title: 'Newsletter',
  page: 'src/features/admin/newsletter/newsletter-admin-page.tsx',
});
