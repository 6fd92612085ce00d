import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/contacts`: contact submissions (editors and admins). */
export const adminContactsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/contacts',
  head: () => pageHead('Contact submissions · Admin'),
  component: adminPage('src/features/admin/contacts/contacts-page.tsx'),
});
