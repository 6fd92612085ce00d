import fc from 'fast-check';
import {
  ARTICLE_CATEGORIES,
  BANNER_PLACEMENTS,
  SALE_SIDES,
  SITE_PAGE_KEYS,
  type AgentFields,
  type ArticleFields,
  type BannerFields,
  type CommunityFields,
  type Picture,
  type SalesResultFields,
  type SitePageFields,
  type TestimonialFields,
} from '@app/domain';
import { isoTimestampArbitrary } from './footer-link.arbitrary.ts';
import { pathArbitrary } from './path.arbitrary.ts';

/** A slug: lower-case words of letters and digits joined by single dashes. */
export const contentSlugArbitrary: fc.Arbitrary<string> = fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,12}){0,4}$/);

/** A trimmed, printable text of minLength to maxLength characters (never blank when minLength > 0). */
export function trimmedTextArbitrary(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'grapheme-ascii', minLength, maxLength })
    .map((text) => text.trim())
    .filter((text) => text.length >= minLength);
}

/** A list of distinct (case ignored), trimmed, non-blank short texts. */
function wordListArbitrary(maxLength: number, minLength = 0): fc.Arbitrary<string[]> {
  return fc.uniqueArray(trimmedTextArbitrary(1, 30), { minLength, maxLength, selector: (text) => text.toLowerCase() });
}

/** A site path or an https address, as content links and pictures use. */
export const contentUrlArbitrary: fc.Arbitrary<string> = fc.oneof(
  pathArbitrary(),
  pathArbitrary().map((path) => `https://photos.example.com${path}`),
  fc.constantFrom('/search?city=Naples&minPrice=1000000', 'https://www.example.org/a?b=c#d'),
);

/** A picture: none (empty address and description) or an address with its alt text. */
export const contentPictureArbitrary: fc.Arbitrary<Picture> = fc.oneof(
  fc.constant({ url: '', alt: '' }),
  fc.record({ url: contentUrlArbitrary, alt: trimmedTextArbitrary(1, 120) }),
);

const requiredPictureArbitrary: fc.Arbitrary<Picture> = fc.record({
  url: contentUrlArbitrary,
  alt: trimmedTextArbitrary(1, 120),
});
const dayArbitrary = isoTimestampArbitrary.map((instant) => instant.slice(0, 10));
const sortOrderArbitrary = fc.integer({ min: 0, max: 99_999 });
const agentIdArbitrary = fc.option(fc.uuid(), { nil: null });
const webLinkArbitrary = fc.oneof(
  fc.constant(''),
  contentSlugArbitrary.map((slug) => `https://www.facebook.com/${slug}`),
);

/** The fields of a valid, normalized agent. */
export const validAgentFieldsArbitrary: fc.Arbitrary<AgentFields> = fc
  .record({
    slug: contentSlugArbitrary,
    name: trimmedTextArbitrary(1, 100),
    title: trimmedTextArbitrary(1, 100),
    phone: fc
      .integer({ min: 2_000_000_000, max: 9_999_999_999 })
      .map((n) => String(n).replace(/^(\d{3})(\d{3})(\d{4})$/, '($1) $2-$3')),
    email: fc.tuple(contentSlugArbitrary, contentSlugArbitrary).map(([user, host]) => `${user}@${host}.com`),
    photo: contentPictureArbitrary,
    bio: trimmedTextArbitrary(0, 400),
    languages: wordListArbitrary(4),
    specialties: wordListArbitrary(6),
    licenseNumber: fc
      .tuple(fc.constantFrom('BK', 'BL', 'SL'), fc.stringMatching(/^\d{7}$/))
      .map(([kind, digits]) => `${kind}${digits}`),
    mlsMemberId: fc.option(fc.stringMatching(/^[A-Z0-9]{3,10}$/), { nil: null }),
    links: fc.record({
      facebook: webLinkArbitrary,
      instagram: webLinkArbitrary,
      linkedin: webLinkArbitrary,
      youtube: webLinkArbitrary,
      website: webLinkArbitrary,
    }),
    isBroker: fc.boolean(),
    visible: fc.boolean(),
    sortOrder: sortOrderArbitrary,
  })
  .map((fields) => ({ ...fields, isBroker: fields.isBroker && !fields.licenseNumber.startsWith('SL') }));

/** The fields of a valid, normalized community. */
export const validCommunityFieldsArbitrary: fc.Arbitrary<CommunityFields> = fc.record({
  slug: contentSlugArbitrary,
  name: trimmedTextArbitrary(1, 100),
  city: trimmedTextArbitrary(1, 60),
  summary: trimmedTextArbitrary(1, 300),
  body: fc.constantFrom('', '<p>Walk to the beach.</p>'),
  hero: requiredPictureArbitrary,
  subdivisions: wordListArbitrary(5, 1),
  highlights: fc.record({
    amenities: wordListArbitrary(5),
    schools: wordListArbitrary(3),
    lifestyle: wordListArbitrary(5),
  }),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  published: fc.boolean(),
  sortOrder: sortOrderArbitrary,
});

/** The fields of a valid, normalized article: a published one has a body and a publish instant. */
export const validArticleFieldsArbitrary: fc.Arbitrary<ArticleFields> = fc
  .record({
    slug: contentSlugArbitrary,
    category: fc.constantFrom(...ARTICLE_CATEGORIES),
    title: trimmedTextArbitrary(1, 150),
    excerpt: trimmedTextArbitrary(1, 300),
    body: fc.constantFrom(
      '<p>Hurricane season runs from June 1 to November 30.</p>',
      '<h2>Closing costs</h2><p>Title insurance.</p>',
    ),
    cover: contentPictureArbitrary,
    authorAgentId: agentIdArbitrary,
    status: fc.constantFrom('draft' as const, 'published' as const),
    publishedAt: fc.option(isoTimestampArbitrary, { nil: null }),
    tags: wordListArbitrary(5),
    seoTitle: fc.option(trimmedTextArbitrary(1, 70), { nil: null }),
    seoDescription: fc.option(trimmedTextArbitrary(1, 160), { nil: null }),
  })
  .chain((fields) =>
    fields.status === 'published' && fields.publishedAt === null
      ? isoTimestampArbitrary.map((publishedAt) => ({ ...fields, publishedAt }))
      : fc.constant(fields),
  );

/** The fields of a valid, normalized banner: a link with its text or neither, the start before the end. */
export const validBannerFieldsArbitrary: fc.Arbitrary<BannerFields> = fc
  .record({
    placement: fc.constantFrom(...BANNER_PLACEMENTS),
    title: trimmedTextArbitrary(1, 100),
    subtitle: trimmedTextArbitrary(0, 200),
    image: requiredPictureArbitrary,
    link: fc.option(fc.tuple(contentUrlArbitrary, trimmedTextArbitrary(1, 40)), { nil: null }),
    schedule: fc.tuple(
      fc.option(isoTimestampArbitrary, { nil: null }),
      fc.option(fc.integer({ min: 1, max: 90 * 86_400_000 }), { nil: null }),
    ),
    enabled: fc.boolean(),
    sortOrder: sortOrderArbitrary,
  })
  .map(({ link, schedule: [startsAt, lengthMs], ...fields }) => ({
    ...fields,
    linkUrl: link?.[0] ?? '',
    linkText: link?.[1] ?? '',
    startsAt,
    endsAt:
      lengthMs === null ? null : new Date(Date.parse(startsAt ?? '2026-01-01T00:00:00.000Z') + lengthMs).toISOString(),
  }));

/** The fields of a valid, normalized testimonial. */
export const validTestimonialFieldsArbitrary: fc.Arbitrary<TestimonialFields> = fc.record({
  authorName: trimmedTextArbitrary(1, 100),
  place: trimmedTextArbitrary(0, 100),
  quote: trimmedTextArbitrary(1, 2000),
  rating: fc.integer({ min: 1, max: 5 }),
  agentId: agentIdArbitrary,
  givenOn: dayArbitrary,
  published: fc.boolean(),
  sortOrder: sortOrderArbitrary,
});

/** The fields of a valid, normalized sales result. */
export const validSalesResultFieldsArbitrary: fc.Arbitrary<SalesResultFields> = fc.record({
  address: trimmedTextArbitrary(1, 150),
  city: trimmedTextArbitrary(1, 60),
  price: fc.integer({ min: 1, max: 1_000_000_000 }),
  closedOn: dayArbitrary,
  side: fc.constantFrom(...SALE_SIDES),
  agentId: agentIdArbitrary,
  photo: contentPictureArbitrary,
  published: fc.boolean(),
});

/** The fields of a valid, normalized page: a fixed page or a broker's page. */
export const validSitePageFieldsArbitrary: fc.Arbitrary<SitePageFields> = fc.record({
  slug: fc.oneof(
    fc.constantFrom(...SITE_PAGE_KEYS),
    contentSlugArbitrary.map((slug) => `broker-${slug}`),
  ),
  title: trimmedTextArbitrary(1, 150),
  intro: trimmedTextArbitrary(0, 300),
  body: fc.constantFrom('', '<p>Our story began on Fifth Avenue South.</p>'),
});
