import { AGENT_RULES } from './agent-validation.ts';
import { ARTICLE_RULES } from './article-validation.ts';
import { BANNER_RULES } from './banner-validation.ts';
import { COMMUNITY_RULES } from './community-validation.ts';
import { SALES_RESULT_RULES } from './sales-result-validation.ts';
import { SITE_PAGE_RULES } from './site-page-validation.ts';
import { TESTIMONIAL_RULES } from './testimonial-validation.ts';

/** The editing rules of every content collection, by collection name (see CONTENT_COLLECTIONS' names). */
export const CONTENT_RULES = {
  agents: AGENT_RULES,
  communities: COMMUNITY_RULES,
  articles: ARTICLE_RULES,
  banners: BANNER_RULES,
  testimonials: TESTIMONIAL_RULES,
  sales_results: SALES_RESULT_RULES,
  site_pages: SITE_PAGE_RULES,
} as const;
