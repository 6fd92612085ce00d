import { resolveLibraryAlts, type LibraryAltSource } from '../image/picture-alts.ts';
import type { Clock } from '../shared/clock.port.ts';
import type { Agent } from './agent.ts';
import type { Article, ArticleCategory } from './article.ts';
import type { Banner, BannerPlacement } from './banner.ts';
import type { Community } from './community.ts';
import type { ContentEntity } from './content-entity.ts';
import {
  CONTENT_MAX_PAGE_SIZE,
  normalizeContentQuery,
  type ContentPage,
  type ContentQueryInput,
} from './content-query.ts';
import type { ContentRepository } from './content-repository.port.ts';
import { isVisibleAt } from './content-visibility.ts';
import type { SaleSide, SalesResult } from './sales-result.ts';
import type { SitePage } from './site-page.ts';
import type { Testimonial } from './testimonial.ts';

/** One repository per content collection. */
export interface ContentRepositories {
  readonly agents: ContentRepository<Agent>;
  readonly communities: ContentRepository<Community>;
  readonly articles: ContentRepository<Article>;
  readonly banners: ContentRepository<Banner>;
  readonly testimonials: ContentRepository<Testimonial>;
  readonly salesResults: ContentRepository<SalesResult>;
  readonly sitePages: ContentRepository<SitePage>;
}

/** Paging of a public list (page from 1; perPage up to CONTENT_MAX_PAGE_SIZE). */
export interface PublicContentPaging {
  readonly page?: number;
  readonly perPage?: number;
}

export type AgentFilter = PublicContentPaging & { search?: string; language?: string; specialty?: string };
export type CommunityFilter = PublicContentPaging & { search?: string };
export type ArticleFilter = PublicContentPaging & {
  category?: ArticleCategory;
  tag?: string;
  authorAgentId?: string;
  search?: string;
};
export type TestimonialFilter = PublicContentPaging & { agentId?: string };
export type SalesResultFilter = PublicContentPaging & { city?: string; side?: SaleSide; agentId?: string };

/** The public, read-only view of the team's content: only records visible at the clock's now. */
export interface PublicContent {
  agents: (filter?: AgentFilter) => Promise<ContentPage<Agent>>;
  agent: (slug: string) => Promise<Agent | null>;
  communities: (filter?: CommunityFilter) => Promise<ContentPage<Community>>;
  community: (slug: string) => Promise<Community | null>;
  articles: (filter?: ArticleFilter) => Promise<ContentPage<Article>>;
  article: (slug: string) => Promise<Article | null>;
  banners: (placement: BannerPlacement) => Promise<Banner[]>;
  testimonials: (filter?: TestimonialFilter) => Promise<ContentPage<Testimonial>>;
  salesResults: (filter?: SalesResultFilter) => Promise<ContentPage<SalesResult>>;
  page: (slug: string) => Promise<SitePage | null>;
}

/** The given entries whose value is not undefined (a filter left out filters nothing). */
function defined<V>(entries: Record<string, V | undefined>): Record<string, V> {
  return Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, V] => entry[1] !== undefined));
}

/**
 * The public content use cases: every list and every lookup answers only records visible now
 * (the collection's visibility rule at the clock's instant), in the collection's default order.
 * Rejects with a ValidationError for a bad page or page size. With `libraryAlts`, every library
 * picture that follows its library item (pictures and `data-alt="library"` body pictures) shows
 * the item's current alt text (ADR 0045): the one place a library alt change reaches every page.
 */
export function createPublicContent(
  repositories: ContentRepositories,
  clock: Clock,
  libraryAlts?: LibraryAltSource,
): PublicContent {
  const now = () => new Date(clock.now()).toISOString();
  const list = async <T extends ContentEntity>(repository: ContentRepository<T>, input: ContentQueryInput<T>) =>
    resolveLibraryAlts(
      await repository.list(normalizeContentQuery(repository.collection, { ...input, visibleAt: now() })),
      libraryAlts,
    );
  const bySlug = async <T extends ContentEntity>(repository: ContentRepository<T>, slug: string): Promise<T | null> => {
    const record = await repository.findBySlug(slug);
    return record !== null && isVisibleAt(repository.collection, record, now())
      ? resolveLibraryAlts(record, libraryAlts)
      : null;
  };
  const paging = (filter: PublicContentPaging) => ({ page: filter.page, perPage: filter.perPage });
  return {
    agents: (filter = {}) =>
      list(repositories.agents, {
        ...paging(filter),
        search: filter.search,
        contains: defined({ languages: filter.language, specialties: filter.specialty }),
      }),
    agent: (slug) => bySlug(repositories.agents, slug),
    communities: (filter = {}) => list(repositories.communities, { ...paging(filter), search: filter.search }),
    community: (slug) => bySlug(repositories.communities, slug),
    articles: (filter = {}) =>
      list(repositories.articles, {
        ...paging(filter),
        search: filter.search,
        where: defined({ category: filter.category, authorAgentId: filter.authorAgentId }),
        contains: defined({ tags: filter.tag }),
      }),
    article: (slug) => bySlug(repositories.articles, slug),
    banners: async (placement) =>
      (await list(repositories.banners, { where: { placement }, perPage: CONTENT_MAX_PAGE_SIZE })).items,
    testimonials: (filter = {}) =>
      list(repositories.testimonials, { ...paging(filter), where: defined({ agentId: filter.agentId }) }),
    salesResults: (filter = {}) =>
      list(repositories.salesResults, {
        ...paging(filter),
        where: defined({ city: filter.city, side: filter.side, agentId: filter.agentId }),
      }),
    page: (slug) => bySlug(repositories.sitePages, slug),
  };
}
