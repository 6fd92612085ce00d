import { createRoute } from '@tanstack/react-router';
import { articleListParams, NOT_FOUND_SCREEN } from '@app/domain';
import { stringifyPlainSearch } from '../app/plain-search.ts';
import type { PlainSearch } from '../app/plain-search.ts';
import { articleHead } from '../features/articles/article-head.ts';
import { lazyPage } from '../features/stale-build/lazy-page.ts';
import { importOrReload } from './lazy-import.ts';
import { pageHead } from '../features/seo/page-head.ts';
import { rootRoute } from './root.route.tsx';

const notFoundOr = (status: string, title: string) => pageHead(status === 'notFound' ? NOT_FOUND_SCREEN.title : title);

/** `/resources`: every article category with its latest articles and the market figures (transparent top bar over the
 * hero). */
const resourcesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources',
  loader: async ({ context }) =>
    (await importOrReload(() => import('../features/resources/load-resources.ts'))).loadResources(context),
  head: () =>
    pageHead(
      'Resources',
      'Southwest Florida local history, guides for buyers, owners and sellers, events and fun facts, and market activity from the Palmetto Realty Group team.',
    ),
  component: lazyPage(() => import('../features/resources/resources-page.tsx')),
});

/**
 * `/resources/{category}`: a category's articles (local-history, owners-sellers, buyer-resources,
 * events-and-fun-facts, and the team's `{teamSlug}-articles`), nine a page, `?page=` and `?tag=` in
 * the address. Any other segment, or a page past the last, is not found.
 */
const articleListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources/$categorySlug',
  validateSearch: (search: Record<string, unknown>): PlainSearch => ({
    ...(typeof search.page === 'string' ? { page: search.page } : {}),
    ...(typeof search.tag === 'string' ? { tag: search.tag } : {}),
  }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) =>
    (await importOrReload(() => import('../features/articles/load-article-list.ts'))).loadArticleList(
      context,
      params.categorySlug,
      deps,
    ),
  head: ({ loaderData, match }) => {
    if (!loaderData) return notFoundOr(match.status, 'Articles');
    const { label, intro, categorySlug, query, pageCount } = loaderData;
    const title = [label, query.tag, query.page > 1 ? `Page ${query.page} of ${pageCount}` : undefined]
      .filter(Boolean)
      .join(' · ');
    return pageHead({
      title,
      description: intro,
      canonicalPath: `/resources/${categorySlug}${stringifyPlainSearch(articleListParams(query))}`,
    });
  },
  component: lazyPage(() => import('../features/articles/article-list-page.tsx')),
});

/** `/resources/{category}/{article}`: a published article of that category (top bar always solid); otherwise not found.
 * */
const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources/$categorySlug/$articleSlug',
  loader: async ({ context, params }) =>
    (await importOrReload(() => import('../features/articles/load-article.ts'))).loadArticlePage(
      context,
      params.categorySlug,
      params.articleSlug,
    ),
  head: ({ loaderData, match }) => {
    if (!loaderData) return notFoundOr(match.status, 'Article');
    return articleHead(loaderData, match.context.config.siteUrl);
  },
  component: lazyPage(() => import('../features/articles/article-page.tsx')),
});

/** The resources routes (the market activity page has its own). */
export const resourcesRoutes = [resourcesRoute, articleListRoute, articleRoute] as const;
