import type { Clock, PublicContent } from '@app/domain';
import { createCachedPerKey, type CachedPerKey } from './cached-per-key.ts';

/** The public content with its answers kept a while, and a way to drop them all. */
export interface CachedPublicContent {
  readonly content: PublicContent;
  /** Drops every kept answer: called on every admin write that changes public data. */
  readonly clear: () => void;
}

/**
 * Keeps each answer of the public content use cases (per method and arguments) for `ttlMs`,
 * at most `maxKeys` argument sets per method. Server rendering asks for the same few answers on
 * every page (the home page's banners, communities, testimonials, agents and articles), so a
 * rendered page costs no database read while they are fresh. Admin writes clear them at once;
 * what changes by the clock alone (a scheduled article or banner) shows within `ttlMs`.
 */
export function cachePublicContent(
  content: PublicContent,
  options: { ttlMs: number; clock: Clock; maxKeys: number },
): CachedPublicContent {
  const caches: CachedPerKey<never, unknown>[] = [];
  const keep = <I, T>(load: (input: I) => Promise<T>): ((input: I) => Promise<T>) => {
    const cached = createCachedPerKey((input: I) => JSON.stringify(input ?? null), load, options);
    caches.push(cached);
    return cached;
  };
  return {
    content: {
      agents: keep((filter) => content.agents(filter)),
      agent: keep((slug) => content.agent(slug)),
      communities: keep((filter) => content.communities(filter)),
      community: keep((slug) => content.community(slug)),
      articles: keep((filter) => content.articles(filter)),
      article: keep((slug) => content.article(slug)),
      banners: keep((placement) => content.banners(placement)),
      testimonials: keep((filter) => content.testimonials(filter)),
      salesResults: keep((filter) => content.salesResults(filter)),
      page: keep((slug) => content.page(slug)),
    },
    clear: () => {
      for (const cache of caches) cache.clear();
    },
  };
}
