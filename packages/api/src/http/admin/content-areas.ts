import { z } from '@hono/zod-openapi';
import {
  AGENTS,
  ARTICLES,
  BANNERS,
  COMMUNITIES,
  SALES_RESULTS,
  SITE_PAGES,
  TESTIMONIALS,
  type ContentCollection,
  type ContentEditors,
  type ContentEntity,
} from '@app/domain';
import * as schemas from '../schemas/content.schema.ts';
import { pictureShape, type JsonShapes } from './content-admin.schema.ts';

/** One content collection as the admin API serves it at `/api/admin/{path}`. */
export interface ContentArea {
  readonly path: string;
  readonly editor: keyof ContentEditors;
  readonly collection: ContentCollection<ContentEntity>;
  /** The name of its schemas in the OpenAPI document. */
  readonly schemaName: string;
  readonly record: z.ZodType;
  readonly jsonShapes: JsonShapes;
  /** The fields a list can be filtered by (query parameters of the same name). */
  readonly filters: readonly string[];
}

const words = z.array(z.string());

/** The seven content collections of the admin API, each at `/api/admin/{path}`. */
export const CONTENT_AREAS: readonly ContentArea[] = [
  {
    path: 'agents',
    editor: 'agents',
    collection: AGENTS,
    schemaName: 'Agent',
    record: schemas.agentSchema,
    jsonShapes: {
      photo: pictureShape,
      links: z.object({
        facebook: z.string(),
        instagram: z.string(),
        linkedin: z.string(),
        youtube: z.string(),
        website: z.string(),
      }),
    },
    filters: ['visible', 'isBroker', 'languages', 'specialties', 'slug'],
  },
  {
    path: 'communities',
    editor: 'communities',
    collection: COMMUNITIES,
    schemaName: 'Community',
    record: schemas.communitySchema,
    jsonShapes: { hero: pictureShape, highlights: z.object({ amenities: words, schools: words, lifestyle: words }) },
    filters: ['published', 'city'],
  },
  {
    path: 'articles',
    editor: 'articles',
    collection: ARTICLES,
    schemaName: 'Article',
    record: schemas.articleSchema,
    jsonShapes: { cover: pictureShape },
    filters: ['status', 'category', 'authorAgentId', 'tags'],
  },
  {
    path: 'banners',
    editor: 'banners',
    collection: BANNERS,
    schemaName: 'Banner',
    record: schemas.bannerSchema,
    jsonShapes: { image: pictureShape },
    filters: ['placement', 'enabled'],
  },
  {
    path: 'testimonials',
    editor: 'testimonials',
    collection: TESTIMONIALS,
    schemaName: 'Testimonial',
    record: schemas.testimonialSchema,
    jsonShapes: {},
    filters: ['published', 'agentId', 'rating'],
  },
  {
    path: 'sales-results',
    editor: 'salesResults',
    collection: SALES_RESULTS,
    schemaName: 'SalesResult',
    record: schemas.salesResultSchema,
    jsonShapes: { photo: pictureShape },
    filters: ['published', 'side', 'city', 'agentId'],
  },
  {
    path: 'pages',
    editor: 'sitePages',
    collection: SITE_PAGES,
    schemaName: 'SitePage',
    record: schemas.sitePageSchema,
    jsonShapes: {},
    filters: ['slug'],
  },
];
