import type { SiteRole } from './auth-user.ts';

/** Admin pages only admins may open; every other admin page is open to editors too. */
export const ADMIN_ONLY_PAGES = [
  '/admin/footer-links',
  '/admin/seo-aeo',
  '/admin/users',
  '/admin/redirects',
  '/admin/lead-routing',
  '/admin/activity',
  '/admin/monthly-cost',
] as const;

/** Admin API areas only admins may call (`/api/admin/{area}/...`). */
export const ADMIN_ONLY_API_AREAS = [
  'footer-links',
  'seo',
  'users',
  'audit-log',
  'redirects',
  'lead-routing',
  'activity',
  'monthly-cost-settings',
] as const;

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The role an admin page needs: admin for users, settings and footer links, editor for content. */
export function roleForAdminPage(path: string): SiteRole {
  return ADMIN_ONLY_PAGES.some((page) => under(path, page)) ? 'admin' : 'editor';
}

/** The role an admin API call needs, by its area (`/api/admin/{area}/...`). */
export function roleForAdminApi(path: string): SiteRole {
  const area = /^\/api\/admin\/([^/?#]+)/.exec(path)?.[1] ?? '';
  return (ADMIN_ONLY_API_AREAS as readonly string[]).includes(area) ? 'admin' : 'editor';
}
