import { adminPageRoute } from './admin-page.ts';

/** `/admin/account`: the signed-in user's own name, e-mail address, password and two-step sign-in. */
export const adminAccountRoute = adminPageRoute({
  path: '/admin/account',
  title: 'My account',
  page: 'src/features/admin/account/account-page.tsx',
});
