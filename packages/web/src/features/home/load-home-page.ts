import { pictureObjectPosition, type Agent, type Banner, type Community, type Testimonial } from '@app/domain';
import type { AgentName } from '../about/agent-lookup.ts';
import type { WebServices } from '../../services/web-services.ts';
import type { AppStores } from '../../stores/app-stores.ts';
import { loadSiteSettings } from '../articles/load-site-settings.ts';
import { toArticleCardData, type ArticleCardData } from '../articles/article-card-data.ts';
import { allContent } from '../../services/all-content.ts';

/** How many of each the home page shows. */
export const HOME_COMMUNITIES = 6;
export const HOME_TESTIMONIALS = 3;
export const HOME_ARTICLES = 3;

/** What a community's tile on the home page shows: not its article, which only its own page needs. */
export type CommunityTile = Pick<Community, 'id' | 'slug' | 'name' | 'city'> & {
  readonly heroUrl: string;
  /** The hero's `object-position`, from its focal point. */
  readonly heroPosition: string;
};

/** The content sections of the home page; each is empty when its content could not be loaded. */
export interface HomePageData {
  /** The first home-hero banner showing now; null for the built-in hero. */
  readonly hero: Banner | null;
  readonly promo: Banner | null;
  readonly communities: CommunityTile[];
  readonly testimonials: Testimonial[];
  /** The agents, to name the agent of each testimonial. */
  readonly agents: AgentName[];
  readonly articles: ArticleCardData[];
}

/** The value a load gives, or the fallback when it fails: one failed section never fails the home page. */
async function orElse<T>(load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch {
    return fallback;
  }
}

async function latestArticles(
  deps: { services: WebServices; stores: Pick<AppStores, 'site'> },
  agents: readonly Agent[],
): Promise<ArticleCardData[]> {
  const [settings, { items }] = await Promise.all([
    loadSiteSettings(deps.stores),
    deps.services.content.articles({ perPage: HOME_ARTICLES }),
  ]);
  const authors = Object.fromEntries(agents.map((agent) => [agent.id, { name: agent.name, slug: agent.slug }]));
  return items.map((article) => toArticleCardData(article, settings, authors));
}

function toCommunityTile({ id, slug, name, city, hero }: Community): CommunityTile {
  return { id, slug, name, city, heroUrl: hero.url, heroPosition: pictureObjectPosition(hero) };
}

/** Loads the home page's banners, communities, testimonials and latest articles side by side. */
export async function loadHomePage(deps: {
  services: WebServices;
  stores: Pick<AppStores, 'site'>;
}): Promise<HomePageData> {
  const { content } = deps.services;
  const agents = await orElse(() => allContent((paging) => content.agents(paging)), []);
  const [heroes, promos, communities, testimonials, articles] = await Promise.all([
    orElse(() => content.banners('home-hero'), []),
    orElse(() => content.banners('home-promo'), []),
    orElse(async () => (await content.communities({ perPage: HOME_COMMUNITIES })).items.map(toCommunityTile), []),
    orElse(async () => (await content.testimonials({ perPage: HOME_TESTIMONIALS })).items, []),
    orElse(() => latestArticles(deps, agents), []),
  ]);
  const names = agents.map(({ id, name, slug }) => ({ id, name, slug }));
  return { hero: heroes[0] ?? null, promo: promos[0] ?? null, communities, testimonials, agents: names, articles };
}
