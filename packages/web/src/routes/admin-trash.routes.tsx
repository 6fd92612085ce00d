import { adminPageRoute } from './admin-page.ts';

/** `/admin/trash`: deleted content records kept 30 days, restored or deleted for good (editors and admins). */
export const adminTrashRoute = adminPageRoute({
  path: '/admin/trash',
  title: 'Trash',
  page: 'src/features/admin/trash/trash-page.tsx',
  filters: ['kind'],
});
