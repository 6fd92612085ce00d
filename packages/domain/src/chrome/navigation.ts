/** One entry of the site navigation. */
export interface NavigationItem {
  readonly to: string;
  readonly label: string;
}

/** The top navigation, in order. */
export const TOP_NAVIGATION: readonly NavigationItem[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/communities', label: 'Communities' },
  { to: '/resources', label: 'Resources' },
  { to: '/about', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
];

/** The mobile drawer: the top navigation without Contact Us. */
export const MOBILE_DRAWER_ITEMS: readonly NavigationItem[] = TOP_NAVIGATION.filter(
  (item) => item.to !== '/contact-us',
);

/** Whether a navigation item is the current section (Home only on /, others on their prefix). */
export function isActiveNavigationItem(item: NavigationItem, path: string): boolean {
  if (item.to === '/') return path === '/';
  return path === item.to || path.startsWith(`${item.to}/`);
}
