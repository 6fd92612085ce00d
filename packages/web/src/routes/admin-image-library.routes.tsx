import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { pageHead } from './page-head.ts';
import { rootRoute } from './root.route.tsx';

/** `/admin/image-library`: the site's pictures (editors and admins). */
export const adminImageLibraryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin/image-library',
  head: () => pageHead('Image Library · Admin'),
  component: lazyPage(() => import('../features/admin/image-library/image-library-page.tsx')),
});
