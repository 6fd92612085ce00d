import type { ContentEntity } from './content-entity.ts';

/** The fixed pages; each broker also has a page keyed `broker-{agentSlug}`. */
export const SITE_PAGE_KEYS = [
  'about',
  'our-brokerage',
  'areas-of-service',
  'testimonials',
  'sales-results',
  'privacy-policy',
] as const;
export type FixedSitePageKey = (typeof SITE_PAGE_KEYS)[number];

/** An editable page of text: the about-us pages, a broker's page and the privacy policy. */
export interface SitePage extends ContentEntity {
  /** A fixed key or `broker-{agentSlug}`. */
  readonly slug: string;
  readonly title: string;
  /** A sentence or two shown under the title and used as the page description. */
  readonly intro: string;
  /** Sanitized rich text (HTML). */
  readonly body: string;
}

/** The key of a broker's page. */
export function brokerPageSlug(agentSlug: string): string {
  return `broker-${agentSlug}`;
}
