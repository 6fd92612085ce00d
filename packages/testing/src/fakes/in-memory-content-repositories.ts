import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
  type Agent,
  type Article,
  type Banner,
  type Clock,
  type Community,
  type ContentRepositories,
  type SalesResult,
  type SitePage,
  type Testimonial,
} from '@app/domain';
import { InMemoryContentRepository } from './in-memory-content-repository.ts';

/** One in-memory repository per content collection (the fakes themselves, so tests can fill them or make them fail). */
export interface InMemoryContentRepositories extends ContentRepositories {
  readonly agents: InMemoryContentRepository<Agent>;
  readonly communities: InMemoryContentRepository<Community>;
  readonly articles: InMemoryContentRepository<Article>;
  readonly banners: InMemoryContentRepository<Banner>;
  readonly testimonials: InMemoryContentRepository<Testimonial>;
  readonly salesResults: InMemoryContentRepository<SalesResult>;
  readonly sitePages: InMemoryContentRepository<SitePage>;
}

/** Empty in-memory repositories for every content collection, stamped by one clock. */
export function createInMemoryContentRepositories(clock?: Clock): InMemoryContentRepositories {
  const options = { clock };
  return {
    agents: new InMemoryContentRepository(AGENTS, options),
    communities: new InMemoryContentRepository(COMMUNITIES, options),
    articles: new InMemoryContentRepository(ARTICLES, options),
    banners: new InMemoryContentRepository(BANNERS, options),
    testimonials: new InMemoryContentRepository(TESTIMONIALS, options),
    salesResults: new InMemoryContentRepository(SALES_RESULTS, options),
    sitePages: new InMemoryContentRepository(SITE_PAGES, options),
  };
}
