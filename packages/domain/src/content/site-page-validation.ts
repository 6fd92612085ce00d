import type { ValidationIssue } from '../errors/domain-error.ts';
import { isSlug } from '../shared/slug.ts';
import type { ContentFields } from './content-entity.ts';
import { RICH_TEXT_BODY_MAX, textIssues } from './content-field-rules.ts';
import { trimmed } from './content-normalize.ts';
import type { ContentRules } from './content-validation.ts';
import { SITE_PAGE_KEYS, type SitePage } from './site-page.ts';

export type SitePageFields = ContentFields<SitePage>;

const BROKER_PREFIX = 'broker-';

/** The agent slug of a broker page's key (`broker-maria-lopez` gives `maria-lopez`), or null for any other key. */
export function brokerAgentSlug(pageSlug: string): string | null {
  const agentSlug = pageSlug.startsWith(BROKER_PREFIX) ? pageSlug.slice(BROKER_PREFIX.length) : '';
  return isSlug(agentSlug) ? agentSlug : null;
}

/** Whether a key names a page: one of the fixed pages or `broker-{agentSlug}`. */
export function isSitePageSlug(slug: string): boolean {
  return (SITE_PAGE_KEYS as readonly string[]).includes(slug) || brokerAgentSlug(slug) !== null;
}

/**
 * Every problem with a page: its key is a fixed page (about, our-brokerage, areas-of-service,
 * testimonials, sales-results, privacy-policy) or `broker-{agentSlug}`; a title (up to 150); an
 * introduction up to 300 and a body up to 100,000 characters. Whether the broker exists is for
 * the use case to check against the agents.
 */
export function sitePageIssues(fields: SitePageFields): ValidationIssue[] {
  return [
    ...(isSitePageSlug(fields.slug)
      ? []
      : [{ field: 'slug', message: `The page must be one of ${SITE_PAGE_KEYS.join(', ')}, or broker-{agent slug}` }]),
    ...textIssues('title', fields.title, { label: 'Title', max: 150, required: true }),
    ...textIssues('intro', fields.intro, { label: 'Introduction', max: 300 }),
    ...textIssues('body', fields.body, { label: 'Body', max: RICH_TEXT_BODY_MAX }),
  ];
}

/** Trims every text. */
export function normalizeSitePage(fields: SitePageFields): SitePageFields {
  return {
    slug: trimmed(fields.slug),
    title: trimmed(fields.title),
    intro: trimmed(fields.intro),
    body: trimmed(fields.body),
  };
}

/** The editing rules of pages. */
export const SITE_PAGE_RULES: ContentRules<SitePage> = { normalize: normalizeSitePage, issues: sitePageIssues };
