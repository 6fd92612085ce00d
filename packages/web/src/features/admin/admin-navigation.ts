import { roleAllows, roleForAdminPage, type SiteRole } from '@app/domain';

/** The admin area's sections, in the order the sidebar lists them. */
const ADMIN_NAVIGATION = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/agents', label: 'Agents' },
  { to: '/admin/banners', label: 'Banners' },
  { to: '/admin/articles', label: 'Articles' },
  { to: '/admin/communities', label: 'Communities' },
  { to: '/admin/image-library', label: 'Image library' },
  { to: '/admin/about-us', label: 'About us pages' },
  { to: '/admin/contacts', label: 'Contact submissions' },
  { to: '/admin/lead-routing', label: 'Lead routing' },
  { to: '/admin/monthly-cost', label: 'Monthly cost' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/footer-links', label: 'Footer links' },
  { to: '/admin/seo-aeo', label: 'SEO & answer engines' },
  { to: '/admin/redirects', label: 'Redirects' },
  { to: '/admin/trash', label: 'Trash' },
  { to: '/admin/activity', label: 'Activity' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/dashboard/market-activity', label: 'Market activity' },
  { to: '/admin/docs/help', label: 'Help' },
  { to: '/admin/docs/test-cases', label: 'Test cases' },
] as const;

/** Whether a sidebar entry is the current section (the dashboard only on /admin itself). */
export function isActiveAdminItem(to: string, path: string): boolean {
  return to === '/admin' ? path === '/admin' || path === '/admin/' : path === to || path.startsWith(`${to}/`);
}

/**
 * The sidebar entries a role may open: admin-only pages (users, footer links, SEO) show to admins
 * only, and only once the role is known (the server still guards every page).
 */
export function adminNavigationFor(role: SiteRole | null | undefined) {
  return ADMIN_NAVIGATION.filter((item) => roleForAdminPage(item.to) === 'editor' || roleAllows(role ?? null, 'admin'));
}
