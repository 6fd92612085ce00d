import { z } from '@hono/zod-openapi';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_STATUSES,
  BANNER_PLACEMENTS,
  CONTENT_MAX_PAGE_SIZE,
  MAX_FILTER_PARAM_LENGTH,
  SALE_SIDES,
} from '@app/domain';

const record = {
  id: z.string().uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int().min(1),
};
const pictureSchema = z
  .object({
    url: z.string(),
    alt: z.string(),
    altOverride: z.boolean().optional(),
    focus: z.object({ x: z.number(), y: z.number() }).optional(),
  })
  .openapi('Picture');
const words = z.array(z.string());

export const agentSchema = z
  .object({
    ...record,
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    phone: z.string(),
    email: z.string(),
    photo: pictureSchema,
    bio: z.string(),
    languages: words,
    specialties: words,
    licenseNumber: z.string(),
    mlsMemberId: z.string().nullable(),
    links: z.object({
      facebook: z.string(),
      instagram: z.string(),
      linkedin: z.string(),
      youtube: z.string(),
      website: z.string(),
    }),
    isBroker: z.boolean(),
    visible: z.boolean(),
    sortOrder: z.number().int(),
  })
  .openapi('Agent');

export const communitySchema = z
  .object({
    ...record,
    slug: z.string(),
    name: z.string(),
    city: z.string(),
    summary: z.string(),
    body: z.string().openapi({ description: 'Sanitized HTML' }),
    hero: pictureSchema,
    subdivisions: words,
    highlights: z.object({ amenities: words, schools: words, lifestyle: words }),
    latitude: z.number(),
    longitude: z.number(),
    published: z.boolean(),
    sortOrder: z.number().int(),
  })
  .openapi('Community');

export const articleSchema = z
  .object({
    ...record,
    slug: z.string(),
    category: z.enum(ARTICLE_CATEGORIES),
    title: z.string(),
    excerpt: z.string(),
    body: z.string().openapi({ description: 'Sanitized HTML' }),
    cover: pictureSchema,
    authorAgentId: z.string().uuid().nullable(),
    status: z.enum(ARTICLE_STATUSES),
    publishedAt: z.string().nullable(),
    tags: words,
    seoTitle: z.string().nullable(),
    seoDescription: z.string().nullable(),
  })
  .openapi('Article');

export const bannerSchema = z
  .object({
    ...record,
    placement: z.enum(BANNER_PLACEMENTS),
    title: z.string(),
    subtitle: z.string(),
    image: pictureSchema,
    linkUrl: z.string(),
    linkText: z.string(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    enabled: z.boolean(),
    sortOrder: z.number().int(),
  })
  .openapi('Banner');

export const testimonialSchema = z
  .object({
    ...record,
    authorName: z.string(),
    place: z.string(),
    quote: z.string(),
    rating: z.number().int().min(1).max(5),
    agentId: z.string().uuid().nullable(),
    givenOn: z.string().openapi({ description: 'YYYY-MM-DD' }),
    published: z.boolean(),
    sortOrder: z.number().int(),
  })
  .openapi('Testimonial');

export const salesResultSchema = z
  .object({
    ...record,
    address: z.string(),
    city: z.string(),
    price: z.number().int(),
    closedOn: z.string().openapi({ description: 'YYYY-MM-DD' }),
    side: z.enum(SALE_SIDES),
    agentId: z.string().uuid().nullable(),
    photo: pictureSchema,
    published: z.boolean(),
  })
  .openapi('SalesResult');

export const sitePageSchema = z
  .object({
    ...record,
    slug: z.string(),
    title: z.string(),
    intro: z.string(),
    body: z.string().openapi({ description: 'Sanitized HTML' }),
  })
  .openapi('SitePage');

/** A page of a list: `{ items, total, page, perPage }`. */
export function contentPageSchema<S extends z.ZodType>(item: S) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), perPage: z.number().int() });
}

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .optional();

/** `page` and `perPage` of a public list. */
export const pagingQuery = { page: wholeNumber(1, 10_000), perPage: wholeNumber(1, CONTENT_MAX_PAGE_SIZE) };

/** A short free text of a filter; empty means no filter. */
export const filterText = z
  .string()
  .trim()
  .max(MAX_FILTER_PARAM_LENGTH, `must be at most ${MAX_FILTER_PARAM_LENGTH} characters`)
  .optional()
  .transform((text) => (text === '' ? undefined : text));

/** An id of a record (an agent) a list is filtered by. */
export const recordId = z.string().uuid('must be an id (UUID)').optional();

/** The `{slug}` of a record's path. */
export const slugParams = z.object({ slug: z.string().min(1).max(200, 'must be at most 200 characters') });

const price = z.number().nullable();

/** `/api/communities/{slug}/market`: the figures, map pins and newest homes of a community's subdivisions. */
export const communityMarketSchema = z
  .object({
    statistics: z.object({
      homesForSale: z.number(),
      medianListPrice: price,
      lowestListPrice: price,
      highestListPrice: price,
      medianPricePerSqft: price,
      newListings: z.number(),
    }),
    pins: z.array(
      z.object({
        ListingKey: z.string(),
        ListingId: z.string(),
        Latitude: z.number(),
        Longitude: z.number(),
        ListPrice: price,
        StandardStatus: z.string(),
      }),
    ),
    listings: z.array(z.looseObject({ ListingKey: z.string(), ListingId: z.string() })),
    asOf: z.string(),
  })
  .openapi('CommunityMarket');
