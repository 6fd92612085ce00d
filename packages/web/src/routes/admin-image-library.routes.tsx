import { createRoute } from '@tanstack/react-router';
import { adminPage } from './admin-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/image-library`: the site's pictures (editors and admins). */
export const adminImageLibraryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/image-library',
  head: () => pageHead('Image Library · Admin'),
  component: adminPage('src/features/admin/image-library/image-library-page.tsx'),
});
