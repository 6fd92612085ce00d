import { adminPageRoute } from './admin-page.ts';

/** `/admin/image-library`: the site's pictures (editors and admins). */
export const adminImageLibraryRoute = adminPageRoute({
  path: '/admin/image-library',
  title: 'Image Library',
  page: 'src/features/admin/image-library/image-library-page.tsx',
});
