import { BUYER_RESOURCES_ARTICLES } from './demo-articles-buyer-resources.ts';
import { EVENTS_ARTICLES } from './demo-articles-events.ts';
import { LOCAL_HISTORY_ARTICLES } from './demo-articles-local-history.ts';
import { OWNERS_SELLERS_ARTICLES } from './demo-articles-owners-sellers.ts';
import { TEAM_ARTICLES } from './demo-articles-team.ts';
import type { DemoArticle } from './demo-article.ts';

/** Every demo article: each category has several, written by the agents over the 18 months before the data set's
 * reference date; two are drafts. */
export const DEMO_ARTICLES: readonly DemoArticle[] = [
  ...LOCAL_HISTORY_ARTICLES,
  ...OWNERS_SELLERS_ARTICLES,
  ...BUYER_RESOURCES_ARTICLES,
  ...TEAM_ARTICLES,
  ...EVENTS_ARTICLES,
];
