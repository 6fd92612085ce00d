/** One document of the admin area's help or test-case sections (spec section 2). */
export interface AdminDocPage {
  readonly section: 'help' | 'test-cases';
  readonly slug: string;
  readonly title: string;
}

const help = (slug: string, title: string): AdminDocPage => ({ section: 'help', slug, title });
const testCases = (slug: string, title: string): AdminDocPage => ({ section: 'test-cases', slug, title });

/** Every help and test-case subpage the spec names. */
export const ADMIN_DOC_PAGES: readonly AdminDocPage[] = [
  help('managing-agents', 'Managing Agents'),
  help('managing-banners', 'Managing Banners'),
  help('managing-articles', 'Managing Articles'),
  help('image-library-guide', 'Image Library Guide'),
  help('managing-communities', 'Managing Communities'),
  help('search-url-filtering', 'Search URL Filtering'),
  help('market-activity-metrics', 'Market Activity Metrics'),
  help('market-activity-dashboard', 'Market Activity Dashboard'),
  help('reviewing-contact-submissions', 'Reviewing Contact Submissions'),
  testCases('open-houses-tests', 'Open Houses Tests'),
  testCases('articles-index-tests', 'Articles Index Tests'),
  testCases('property-detail-tests', 'Property Detail Tests'),
  testCases('property-search-tests', 'Property Search Tests'),
  testCases('community-detail-tests', 'Community Detail Tests'),
  testCases('communities-admin-tests', 'Communities Admin Tests'),
  testCases('communities-index-tests', 'Communities Index Tests'),
  testCases('property-map-search-tests', 'Property Map Search Tests'),
  testCases('featured-property-detail-tests', 'Featured Property Detail Tests'),
];
