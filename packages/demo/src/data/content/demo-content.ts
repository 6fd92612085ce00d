import type { AgentFields, BannerFields, CommunityFields, SitePageFields } from '@app/domain';
import type { DemoArticle } from './demo-article.ts';
import { DEMO_AGENTS } from './demo-agents.ts';
import { DEMO_ARTICLES } from './demo-articles.ts';
import { DEMO_BANNERS } from './demo-banners.ts';
import { DEMO_COMMUNITIES } from './demo-communities.ts';
import { DEMO_SALES_RESULTS, type DemoSalesResult } from './demo-sales-results.ts';
import { DEMO_SITE_PAGES } from './demo-site-pages.ts';
import { DEMO_TESTIMONIALS, type DemoTestimonial } from './demo-testimonials.ts';

/**
 * The demo site's content, typed against the domain's fields. Records that belong to an agent
 * name the agent by slug (`authorSlug`, `agentSlug`): the seed inserts the agents first and looks
 * their ids up.
 */
export interface DemoContent {
  readonly agents: readonly AgentFields[];
  readonly communities: readonly CommunityFields[];
  readonly articles: readonly DemoArticle[];
  readonly banners: readonly BannerFields[];
  readonly testimonials: readonly DemoTestimonial[];
  readonly salesResults: readonly DemoSalesResult[];
  readonly sitePages: readonly SitePageFields[];
}

export const DEMO_CONTENT: DemoContent = {
  agents: DEMO_AGENTS,
  communities: DEMO_COMMUNITIES,
  articles: DEMO_ARTICLES,
  banners: DEMO_BANNERS,
  testimonials: DEMO_TESTIMONIALS,
  salesResults: DEMO_SALES_RESULTS,
  sitePages: DEMO_SITE_PAGES,
};
