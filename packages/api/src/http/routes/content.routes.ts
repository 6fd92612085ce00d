import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  AGENTS,
  ARTICLES,
  ARTICLE_CATEGORIES,
  BANNER_PLACEMENTS,
  COMMUNITIES,
  CONTENT_DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE,
  SALE_SIDES,
  SITE_PAGES,
  type ContentPage,
} from '@app/domain';
import type { AppServices } from '@app/domain';
import { createJsonAnswers } from '../json-answer.ts';
import type { MicroCache } from '../micro-cache.ts';
import * as schemas from '../schemas/content.schema.ts';
import { errorSchema } from '../schemas/listing.schema.ts';
import { rejectInvalidRequest } from '../validation.ts';

const CONTENT_CACHE_CONTROL = 'public, max-age=60';
const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
const failures = {
  400: { description: 'Invalid request', content: json(errorSchema) },
  503: { description: 'Content unavailable', content: json(errorSchema) },
};

type Query = Record<string, z.ZodType>;
type Paging = { page?: number; perPage?: number };

function listRoute(path: string, summary: string, query: Query, item: z.ZodType) {
  return createRoute({
    method: 'get',
    path,
    summary,
    request: { query: z.strictObject(query) },
    responses: {
      200: { description: 'One page of records visible now', content: json(schemas.contentPageSchema(item)) },
      ...failures,
    },
  });
}

function slugRoute(path: string, summary: string, item: z.ZodType) {
  return createRoute({
    method: 'get',
    path,
    summary,
    request: { params: schemas.slugParams },
    responses: {
      200: { description: 'The record', content: json(item) },
      404: { description: 'No visible record has this slug', content: json(errorSchema) },
      ...failures,
    },
  });
}

const paging = schemas.pagingQuery;
const agentsQuery = {
  ...paging,
  search: schemas.filterText,
  language: schemas.filterText,
  specialty: schemas.filterText,
};
const communitiesQuery = { ...paging, search: schemas.filterText };
const articlesQuery = {
  ...paging,
  category: z.enum(ARTICLE_CATEGORIES, { error: `must be one of ${ARTICLE_CATEGORIES.join(', ')}` }).optional(),
  tag: schemas.filterText,
  authorAgentId: schemas.recordId,
  search: schemas.filterText,
};
const testimonialsQuery = { ...paging, agentId: schemas.recordId };
const salesResultsQuery = {
  ...paging,
  city: schemas.filterText,
  side: z.enum(SALE_SIDES, { error: `must be one of ${SALE_SIDES.join(', ')}` }).optional(),
  agentId: schemas.recordId,
};
const bannersQuery = {
  placement: z.enum(BANNER_PLACEMENTS, { error: `must be one of ${BANNER_PLACEMENTS.join(', ')}` }),
};

const bannersRoute = createRoute({
  method: 'get',
  path: '/api/banners',
  summary: 'The banners of a placement showing now, in their order',
  request: { query: z.strictObject(bannersQuery) },
  responses: { 200: { description: 'Banners', content: json(z.array(schemas.bannerSchema)) }, ...failures },
});

/**
 * The public content API: `/api/agents`, `/api/communities`, `/api/articles` (lists and
 * `/{slug}`), `/api/communities/{slug}/market` (one call for a community page's listings), `/api/banners`,
 * `/api/testimonials`, `/api/sales-results` and `/api/pages/{slug}`.
 * Only records visible now; lists answer `{ items, total, page, perPage }`.
 */
export function contentRoutes(services: Pick<AppServices, 'content' | 'communityMarket'>, microCache?: MicroCache) {
  const answer = createJsonAnswers((value: object) => value, CONTENT_CACHE_CONTROL, microCache);
  const content = services.content;
  const app = new OpenAPIHono({ defaultHook: rejectInvalidRequest });
  const list = <F extends Paging, T>(
    route: ReturnType<typeof listRoute>,
    query: Query,
    load: (filter: F) => Promise<ContentPage<T>>,
  ) =>
    app.openapi(route, async (c) => {
      const filter = z.object(query).parse(c.req.query()) as F;
      const page = await load(filter);
      return answer(c, {
        ...page,
        page: filter.page ?? DEFAULT_PAGE,
        perPage: filter.perPage ?? CONTENT_DEFAULT_PAGE_SIZE,
      });
    });
  const bySlug = <T extends object>(
    route: ReturnType<typeof slugRoute>,
    label: string,
    load: (slug: string) => Promise<T | null>,
  ) =>
    app.openapi(route, async (c) => {
      const { slug } = c.req.valid('param');
      const record = await load(slug);
      return record === null ? c.json({ error: `${label} not found: ${slug}` }, 404) : answer(c, record);
    });

  list(
    listRoute('/api/agents', 'Visible agents: search, language, specialty', agentsQuery, schemas.agentSchema),
    agentsQuery,
    content.agents,
  );
  bySlug(slugRoute('/api/agents/{slug}', 'A visible agent', schemas.agentSchema), AGENTS.label, content.agent);
  list(
    listRoute('/api/communities', 'Published communities', communitiesQuery, schemas.communitySchema),
    communitiesQuery,
    content.communities,
  );
  bySlug(
    slugRoute('/api/communities/{slug}', 'A published community', schemas.communitySchema),
    COMMUNITIES.label,
    content.community,
  );
  bySlug(
    slugRoute(
      '/api/communities/{slug}/market',
      "A published community's homes for sale: figures, map pins and the newest",
      schemas.communityMarketSchema,
    ),
    COMMUNITIES.label,
    services.communityMarket,
  );
  list(
    listRoute('/api/articles', 'Published articles, newest first', articlesQuery, schemas.articleSchema),
    articlesQuery,
    content.articles,
  );
  bySlug(
    slugRoute('/api/articles/{slug}', 'A published article', schemas.articleSchema),
    ARTICLES.label,
    content.article,
  );
  list(
    listRoute('/api/testimonials', 'Published testimonials', testimonialsQuery, schemas.testimonialSchema),
    testimonialsQuery,
    content.testimonials,
  );
  list(
    listRoute(
      '/api/sales-results',
      'Published sales results, latest closing first',
      salesResultsQuery,
      schemas.salesResultSchema,
    ),
    salesResultsQuery,
    content.salesResults,
  );
  bySlug(
    slugRoute(
      '/api/pages/{slug}',
      'A text page: about pages, broker-{agentSlug}, privacy-policy',
      schemas.sitePageSchema,
    ),
    SITE_PAGES.label,
    content.page,
  );
  app.openapi(bannersRoute, async (c) => {
    const { placement } = c.req.valid('query');
    return answer(c, await content.banners(placement));
  });
  return app;
}
