import type { Agent } from './agent.ts';
import type { Article } from './article.ts';
import type { Banner } from './banner.ts';
import type { Community } from './community.ts';
import type { ContentCollection } from './content-collection.ts';
import type { ContentEntity } from './content-entity.ts';
import type { SalesResult } from './sales-result.ts';
import type { SitePage } from './site-page.ts';
import type { Testimonial } from './testimonial.ts';

const text = { kind: 'text' } as const;
const nullableText = { kind: 'text', nullable: true } as const;
const words = { kind: 'text[]' } as const;
const json = { kind: 'json' } as const;
const flag = { kind: 'boolean' } as const;
const integer = { kind: 'integer' } as const;
const nullableUuid = { kind: 'uuid', nullable: true } as const;
const nullableTimestamp = { kind: 'timestamp', nullable: true } as const;
const day = { kind: 'date' } as const;
const decimal = { kind: 'number' } as const;

export const AGENTS: ContentCollection<Agent> = {
  name: 'agents',
  label: 'Agent',
  fields: {
    slug: text,
    name: text,
    title: text,
    phone: text,
    email: text,
    photo: json,
    bio: text,
    languages: words,
    specialties: words,
    licenseNumber: text,
    mlsMemberId: nullableText,
    links: json,
    isBroker: flag,
    visible: flag,
    sortOrder: integer,
  },
  searchFields: ['name', 'title', 'bio'],
  slugField: 'slug',
  defaultOrder: [
    { field: 'sortOrder', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
  visibility: { kind: 'flag', field: 'visible' },
};

export const COMMUNITIES: ContentCollection<Community> = {
  name: 'communities',
  label: 'Community',
  fields: {
    slug: text,
    name: text,
    city: text,
    summary: text,
    body: text,
    hero: json,
    subdivisions: words,
    highlights: json,
    latitude: decimal,
    longitude: decimal,
    published: flag,
    sortOrder: integer,
  },
  searchFields: ['name', 'city', 'summary'],
  slugField: 'slug',
  defaultOrder: [
    { field: 'sortOrder', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
  visibility: { kind: 'flag', field: 'published' },
};

export const ARTICLES: ContentCollection<Article> = {
  name: 'articles',
  label: 'Article',
  fields: {
    slug: text,
    category: text,
    title: text,
    excerpt: text,
    body: text,
    cover: json,
    authorAgentId: nullableUuid,
    status: text,
    publishedAt: nullableTimestamp,
    tags: words,
    seoTitle: nullableText,
    seoDescription: nullableText,
  },
  searchFields: ['title', 'excerpt', 'body'],
  slugField: 'slug',
  defaultOrder: [
    { field: 'publishedAt', direction: 'desc' },
    { field: 'title', direction: 'asc' },
  ],
  visibility: { kind: 'published-status', statusField: 'status', publishedAtField: 'publishedAt' },
};

export const BANNERS: ContentCollection<Banner> = {
  name: 'banners',
  label: 'Banner',
  fields: {
    placement: text,
    title: text,
    subtitle: text,
    image: json,
    linkUrl: text,
    linkText: text,
    startsAt: nullableTimestamp,
    endsAt: nullableTimestamp,
    enabled: flag,
    sortOrder: integer,
  },
  searchFields: ['title', 'subtitle'],
  slugField: null,
  defaultOrder: [
    { field: 'sortOrder', direction: 'asc' },
    { field: 'title', direction: 'asc' },
  ],
  visibility: { kind: 'schedule', flagField: 'enabled', startsAtField: 'startsAt', endsAtField: 'endsAt' },
};

export const TESTIMONIALS: ContentCollection<Testimonial> = {
  name: 'testimonials',
  label: 'Testimonial',
  fields: {
    authorName: text,
    place: text,
    quote: text,
    rating: integer,
    agentId: nullableUuid,
    givenOn: day,
    published: flag,
    sortOrder: integer,
  },
  searchFields: ['authorName', 'place', 'quote'],
  slugField: null,
  defaultOrder: [
    { field: 'sortOrder', direction: 'asc' },
    { field: 'givenOn', direction: 'desc' },
  ],
  visibility: { kind: 'flag', field: 'published' },
};

export const SALES_RESULTS: ContentCollection<SalesResult> = {
  name: 'sales_results',
  label: 'Sales result',
  fields: {
    address: text,
    city: text,
    price: integer,
    closedOn: day,
    side: text,
    agentId: nullableUuid,
    photo: json,
    published: flag,
  },
  searchFields: ['address', 'city'],
  slugField: null,
  defaultOrder: [
    { field: 'closedOn', direction: 'desc' },
    { field: 'address', direction: 'asc' },
  ],
  visibility: { kind: 'flag', field: 'published' },
};

export const SITE_PAGES: ContentCollection<SitePage> = {
  name: 'site_pages',
  label: 'Page',
  fields: { slug: text, title: text, intro: text, body: text },
  searchFields: ['title', 'intro'],
  slugField: 'slug',
  defaultOrder: [{ field: 'slug', direction: 'asc' }],
  visibility: { kind: 'always' },
};

/** Every content collection, in the order the admin lists them. */
export const CONTENT_COLLECTIONS: readonly ContentCollection<ContentEntity>[] = [
  AGENTS,
  COMMUNITIES,
  ARTICLES,
  BANNERS,
  TESTIMONIALS,
  SALES_RESULTS,
  SITE_PAGES,
] as readonly ContentCollection<ContentEntity>[];
