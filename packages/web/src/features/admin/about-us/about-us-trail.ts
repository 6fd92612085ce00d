/** The breadcrumb step of the about-us pages. */
export const ABOUT_US_TRAIL = [{ label: 'About us pages', to: '/admin/about-us' }] as const;
