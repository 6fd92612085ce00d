import { describe, expect, it } from 'vitest';
import { docsOf, findDoc, INDEX_SLUG } from './doc-library.ts';
import { docPath, type DocSection } from './doc-sections.ts';
import { renderDoc, type RenderedDoc } from './render-doc.ts';

/** The subpages spec section 2 names under /admin/docs/help and /admin/docs/test-cases. */
const SPEC_DOCS: Record<DocSection, readonly string[]> = {
  help: [
    'managing-agents',
    'managing-banners',
    'managing-articles',
    'image-library-guide',
    'managing-communities',
    'search-url-filtering',
    'market-activity-metrics',
    'market-activity-dashboard',
    'reviewing-contact-submissions',
  ],
  'test-cases': [
    'open-houses-tests',
    'articles-index-tests',
    'property-detail-tests',
    'property-search-tests',
    'community-detail-tests',
    'communities-admin-tests',
    'communities-index-tests',
    'property-map-search-tests',
    'featured-property-detail-tests',
  ],
};
/** Documents the issues ask for besides the spec's (issue 16: /sell links its method; issue 15: the monthly cost; issue
 * 17: history, My account, bulk actions and order). */
const ISSUE_DOCS: Record<DocSection, readonly string[]> = {
  help: [
    'home-value-method',
    'monthly-cost-method',
    'history-trash-and-activity',
    'my-account-and-two-step-sign-in',
    'lists-bulk-actions-and-order',
  ],
  'test-cases': [],
};
const SECTIONS = Object.keys(SPEC_DOCS) as DocSection[];

const rendered = new Map<string, RenderedDoc>();
for (const section of SECTIONS)
  for (const entry of docsOf(section)) rendered.set(entry.path, renderDoc(await entry.load(), section));

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="(\/admin\/docs\/[^"]*)"/g)].map(([, href = '']) => href);
}

describe.each(SECTIONS)('the %s documents', (section) => {
  it('are exactly the subpages the spec names, with an index', () => {
    expect(docsOf(section).map((entry) => entry.slug)).toEqual(
      [INDEX_SLUG, ...SPEC_DOCS[section], ...ISSUE_DOCS[section]].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('each have a title, and the index links every document', () => {
    for (const entry of docsOf(section)) expect(rendered.get(entry.path)?.title, entry.slug).not.toBe('');
    const index = hrefsOf(rendered.get(docPath(section, INDEX_SLUG))?.html ?? '');
    const documents = [...SPEC_DOCS[section], ...ISSUE_DOCS[section]];
    expect(documents.filter((slug) => !index.includes(docPath(section, slug)))).toEqual([]);
  });
});

describe('links between documents', () => {
  it('lead to documents and headings that exist', () => {
    const broken = [...rendered].flatMap(([from, doc]) =>
      hrefsOf(doc.html)
        .filter((href) => {
          const [path = '', anchor] = href.split('#');
          const target = rendered.get(path);
          return (
            target === undefined || (anchor !== undefined && !target.headings.some((heading) => heading.id === anchor))
          );
        })
        .map((href) => `${from} → ${href}`),
    );
    expect(broken).toEqual([]);
  });
});

describe(findDoc, () => {
  it('finds a document by section and slug, and nothing for an unknown slug', () => {
    expect(findDoc('help', 'managing-agents')?.path).toBe('/admin/docs/help/managing-agents');
    expect(findDoc('test-cases', 'managing-agents')).toBeUndefined();
  });
});
