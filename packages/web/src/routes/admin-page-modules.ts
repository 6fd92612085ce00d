/**
 * The code of every admin page, by its build manifest key: a chunk of its own, loaded with the
 * admin layout (see adminPage). Written here rather than in the route table, these imports keep
 * their lists of chunks to preload (and the names of the admin area's chunks) out of the shell
 * every public page loads. admin-page-modules.test.ts checks each key names the module it imports.
 */
export const ADMIN_PAGE_MODULES = {
  'src/features/admin/account/account-page.tsx': () => import('../features/admin/account/account-page.tsx'),
  'src/features/admin/about-us/about-us-page.tsx': () => import('../features/admin/about-us/about-us-page.tsx'),
  'src/features/admin/about-us/areas-of-service-page.tsx': () =>
    import('../features/admin/about-us/areas-of-service-page.tsx'),
  'src/features/admin/about-us/broker-page-editor-page.tsx': () =>
    import('../features/admin/about-us/broker-page-editor-page.tsx'),
  'src/features/admin/about-us/our-brokerage-page.tsx': () =>
    import('../features/admin/about-us/our-brokerage-page.tsx'),
  'src/features/admin/about-us/sales-results-page.tsx': () =>
    import('../features/admin/about-us/sales-results-page.tsx'),
  'src/features/admin/about-us/testimonials-page.tsx': () => import('../features/admin/about-us/testimonials-page.tsx'),
  'src/features/admin/agents/agents-page.tsx': () => import('../features/admin/agents/agents-page.tsx'),
  'src/features/admin/articles/article-editor-page.tsx': () =>
    import('../features/admin/articles/article-editor-page.tsx'),
  'src/features/admin/articles/articles-page.tsx': () => import('../features/admin/articles/articles-page.tsx'),
  'src/features/admin/banners/banners-page.tsx': () => import('../features/admin/banners/banners-page.tsx'),
  'src/features/admin/communities/communities-page.tsx': () =>
    import('../features/admin/communities/communities-page.tsx'),
  'src/features/admin/contacts/contacts-page.tsx': () => import('../features/admin/contacts/contacts-page.tsx'),
  'src/features/admin/dashboard/dashboard-page.tsx': () => import('../features/admin/dashboard/dashboard-page.tsx'),
  'src/features/admin/docs/doc-route-page.tsx': () => import('../features/admin/docs/doc-route-page.tsx'),
  'src/features/admin/footer-links/footer-links-page.tsx': () =>
    import('../features/admin/footer-links/footer-links-page.tsx'),
  'src/features/admin/image-library/image-library-page.tsx': () =>
    import('../features/admin/image-library/image-library-page.tsx'),
  'src/features/admin/lead-routing/lead-routing-page.tsx': () =>
    import('../features/admin/lead-routing/lead-routing-page.tsx'),
  'src/features/admin/monthly-cost/monthly-cost-settings-page.tsx': () =>
    import('../features/admin/monthly-cost/monthly-cost-settings-page.tsx'),
  'src/features/admin/market-dashboard/market-dashboard-page.tsx': () =>
    import('../features/admin/market-dashboard/market-dashboard-page.tsx'),
  'src/features/admin/newsletter/newsletter-admin-page.tsx': () =>
    import('../features/admin/newsletter/newsletter-admin-page.tsx'),
  'src/features/admin/redirects/redirects-page.tsx': () => import('../features/admin/redirects/redirects-page.tsx'),
  'src/features/admin/trash/trash-page.tsx': () => import('../features/admin/trash/trash-page.tsx'),
  'src/features/admin/activity/activity-page.tsx': () => import('../features/admin/activity/activity-page.tsx'),
  'src/features/admin/seo/seo-page.tsx': () => import('../features/admin/seo/seo-page.tsx'),
  'src/features/admin/users/users-page.tsx': () => import('../features/admin/users/users-page.tsx'),
} as const;
