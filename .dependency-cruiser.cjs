/**
 * The dependency rule of the hexagon (docs/architecture.md):
 * the domain imports nothing; adapters never import each other;
 * inversify only in the composition roots.
 */
const ADAPTERS = [
  'adapters-postgres',
  'adapters-supabase',
  'adapters-reso',
  'adapters-storage',
  'adapters-rich-text',
  'adapters-analytics',
  'adapters-mail',
];

/** Features of packages/web that every other feature may use (see web-feature-imports-no-other-feature). */
const WEB_SHARED_FEATURES = [
  'chrome',
  'cards',
  'seo',
  'stale-build',
  'scroll',
  'contact-form',
  'listings',
  'map',
  'analytics',
  // The heart and "Save this search" (issue 14) sit on cards, map popups, the property page and the search pages.
  'visitor',
  // The place suggestions box (issue 16) is the location box of the home hero and the search pages.
  'places',
];
/** Feature files that imported another area's feature when the rule came (issue 11); each should move its shared
 * code out. */
const WEB_FEATURE_DEBT = [
  '^packages/web/src/features/about/about-page-frame\\.tsx$',
  '^packages/web/src/features/about/broker-grid\\.tsx$',
  '^packages/web/src/features/about/load-about-pages\\.test\\.ts$',
  '^packages/web/src/features/admin/about-us/testimonials-admin\\.tsx$',
  '^packages/web/src/features/admin/admin-session\\.tsx$',
  '^packages/web/src/features/admin/articles/article-editor\\.tsx$',
  '^packages/web/src/features/admin/articles/article-preview-data\\.ts$',
  '^packages/web/src/features/admin/articles/article-preview\\.tsx$',
  '^packages/web/src/features/admin/market-dashboard/market-dashboard-filters\\.tsx$',
  '^packages/web/src/features/admin/market-dashboard/market-dashboard-page\\.tsx$',
  '^packages/web/src/features/agents/agent-directory-page\\.tsx$',
  '^packages/web/src/features/agents/agent-page\\.tsx$',
  '^packages/web/src/features/agents/load-agent-directory\\.test\\.ts$',
  '^packages/web/src/features/agents/load-agent-page\\.test\\.ts$',
  '^packages/web/src/features/chrome/layout-frame\\.tsx$',
  '^packages/web/src/features/communities/community-page\\.tsx$',
  '^packages/web/src/features/communities/load-communities\\.test\\.ts$',
  '^packages/web/src/features/communities/load-community\\.test\\.ts$',
  '^packages/web/src/features/contact/contact-page\\.tsx$',
  '^packages/web/src/features/home/home-testimonials\\.tsx$',
  '^packages/web/src/features/home/latest-articles\\.tsx$',
  '^packages/web/src/features/home/load-home-page\\.test\\.ts$',
  '^packages/web/src/features/home/load-home-page\\.ts$',
  '^packages/web/src/features/map/pin-style\\.ts$',
  '^packages/web/src/features/privacy-policy/privacy-policy-page\\.tsx$',
  '^packages/web/src/features/resources/load-resources\\.test\\.ts$',
  '^packages/web/src/features/resources/load-resources\\.ts$',
  '^packages/web/src/features/resources/resource-section\\.tsx$',
  '^packages/web/src/features/sales-results/load-sales-results\\.test\\.ts$',
  '^packages/web/src/features/sales-results/sales-results-list\\.tsx$',
  '^packages/web/src/features/sales-results/sales-results-page\\.tsx$',
  '^packages/web/src/features/search-map/map-results\\.tsx$',
  '^packages/web/src/features/search-map/map-search-page\\.tsx$',
  '^packages/web/src/features/search-map/map-search-url\\.ts$',
  '^packages/web/src/features/search/load-search-page\\.test\\.ts$',
  '^packages/web/src/features/search/search-banner\\.tsx$',
  '^packages/web/src/features/testimonials/load-testimonials-page\\.test\\.ts$',
  '^packages/web/src/features/testimonials/load-testimonials-page\\.ts$',
  '^packages/web/src/features/testimonials/testimonial-card\\.tsx$',
  '^packages/web/src/features/testimonials/testimonials-page\\.tsx$',
];
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-nothing',
      comment: 'packages/domain is pure: no npm package, no node: module, no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/src' },
    },
    ...ADAPTERS.map((adapter) => ({
      name: `${adapter}-imports-no-other-adapter`,
      comment: 'An adapter never imports another adapter.',
      severity: 'error',
      from: { path: `^packages/${adapter}/` },
      to: { path: `^packages/(${ADAPTERS.filter((other) => other !== adapter).join('|')})/` },
    })),
    {
      name: 'adapters-rich-text-depends-only-on-domain',
      comment: 'The rich-text adapter applies the domain policy with sanitize-html, and needs nothing else.',
      severity: 'error',
      from: { path: '^packages/adapters-rich-text/src', pathNot: '\\.(test|arbitrary)\\.ts$' },
      to: { pathNot: '^packages/(domain|adapters-rich-text)/|/node_modules/sanitize-html/' },
    },
    {
      name: 'demo-depends-only-on-domain',
      comment:
        'The demo data and the pictures drawn for it (packages/demo) are plain data and drawing code over the domain.',
      severity: 'error',
      from: { path: '^packages/demo/src', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/(domain|demo)/' },
    },
    {
      name: 'database-imports-no-demo',
      comment: 'packages/database owns the schema; demo data is seeded by the adapters, never by the schema package.',
      severity: 'error',
      from: { path: '^packages/database/' },
      to: { path: '^packages/demo/' },
    },
    {
      name: 'inversify-only-in-composition-roots',
      comment: 'Only packages/api/src/composition and packages/web/src/composition may touch the container.',
      severity: 'error',
      from: { pathNot: '^packages/(api|web)/src/composition/' },
      to: { path: 'node_modules/.*/inversify|^inversify$|node_modules/inversify' },
    },
    {
      name: 'web-imports-no-server-package',
      comment: 'The browser app never reaches adapters or the API package.',
      severity: 'error',
      from: { path: '^packages/web/src' },
      to: { path: '^packages/(api|database|demo|adapters-[a-z]+)/' },
    },
    {
      name: 'core-imports-no-outer-package',
      comment: 'The domain, database, demo and testing packages never import the outer adapters (api, web).',
      severity: 'error',
      from: { path: '^packages/(domain|database|demo|testing|adapters-[a-z]+)/' },
      to: { path: '^packages/(api|web)/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'In packages/web/src a feature folder (features/X) is one area of the site and does not reach into another ' +
        '(features/Y): code two areas share lives outside features/ (app/, format/, services/, stores/) or in one of ' +
        'the shared features this rule allows: chrome (layouts, hero, brand), cards (the linked-card style), seo ' +
        '(page heads, JSON-LD), stale-build (lazy pages), scroll, contact-form (form state shared by contact and ' +
        'property pages), listings (listing cards and photos), map, analytics (consent and events). Other imports that existed when the rule came ' +
        'are listed by path in WEB_FEATURE_DEBT and should shrink.',
      severity: 'error',
      from: { path: '^packages/web/src/features/([^/]+)/', pathNot: WEB_FEATURE_DEBT },
      to: {
        path: '^packages/web/src/features/',
        pathNot: ['^packages/web/src/features/$1/', `^packages/web/src/features/(${WEB_SHARED_FEATURES.join('|')})/`],
      },
    },
    {
      name: 'web-feature-imports-no-route',
      comment:
        'Routes (packages/web/src/routes) import features, never the other way round; shared head helpers live in features/seo.',
      severity: 'error',
      from: { path: '^packages/web/src/features/' },
      to: { path: '^packages/web/src/routes/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.data|\\.snapshots)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
