import fc from 'fast-check';
import { SERVICE_AREA_CITIES, type FaqEntry, type RobotsGroup, type SeoSettingsFields } from '@app/domain';

/** Text of the given length bounds: letters, digits, punctuation, quotes and accents, no line breaks, trimmed and not
 * blank. */
export function seoTextArbitrary(maxLength: number, minLength = 1): fc.Arbitrary<string> {
  const character = fc.constantFrom(
    ...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?\'"()&-–éñü$%'.split(''),
  );
  return fc
    .array(character, { minLength, maxLength })
    .map((characters) => characters.join('').trim())
    .filter((text) => text.length >= minLength && !/<[a-z/]/i.test(text));
}

const segment = fc.constantFrom('search', 'admin', 'private', 'media', 'about', 'tmp', 'drafts', '*.pdf$', 'resources');
const robotsPath = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join('/')}`);

/** A valid robots group for the given user agent. */
export function robotsGroupArbitrary(userAgent: string): fc.Arbitrary<RobotsGroup> {
  return fc.record({
    userAgent: fc.constant(userAgent),
    allow: fc.array(robotsPath, { maxLength: 4 }),
    disallow: fc.array(robotsPath, { maxLength: 4 }),
  });
}

/** Valid robots rules: one to four groups with distinct user agents, `*` among them or not. */
export const robotsRulesArbitrary: fc.Arbitrary<RobotsGroup[]> = fc
  .uniqueArray(fc.constantFrom('*', 'Googlebot', 'Bingbot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', 'CCBot'), {
    minLength: 1,
    maxLength: 4,
  })
  .chain((agents) => fc.tuple(...agents.map(robotsGroupArbitrary)));

const faqEntry: fc.Arbitrary<FaqEntry> = fc.record({
  question: seoTextArbitrary(80).map((text) => `${text}?`),
  answer: fc.array(seoTextArbitrary(120), { minLength: 1, maxLength: 3 }).map((lines) => lines.join('\n')),
});

/** Settings that pass the domain's validation, in every shape the form allows. */
export const seoSettingsFieldsArbitrary: fc.Arbitrary<SeoSettingsFields> = fc.record({
  titleTemplate: fc
    .tuple(seoTextArbitrary(40, 0), seoTextArbitrary(40))
    .map(([before, after]) => `${before} %s ${after}`.trim())
    .filter((template) => template.split('%s').length === 2),
  homeTitle: seoTextArbitrary(100),
  siteName: seoTextArbitrary(60),
  defaultDescription: seoTextArbitrary(200),
  shareImage: fc.option(
    fc.record({
      url: fc.constantFrom('/media/share.jpg', 'https://cdn.example.com/share-image.jpg'),
      alt: seoTextArbitrary(120),
    }),
    { nil: null },
  ),
  robots: robotsRulesArbitrary,
  organization: fc.record({
    legalName: fc.oneof(fc.constant(''), seoTextArbitrary(80)),
    description: fc.oneof(fc.constant(''), seoTextArbitrary(300)),
    logoUrl: fc.constantFrom('', '/media/logo.png', 'https://cdn.example.com/logo.png'),
    foundingYear: fc.option(fc.integer({ min: 1900, max: 2030 }), { nil: null }),
    areaServed: fc.subarray(SERVICE_AREA_CITIES.map((city) => `${city}, FL`)),
    languages: fc.subarray(['English', 'Spanish', 'Portuguese', 'Creole', 'Français']),
    sameAs: fc.subarray([
      'https://www.zillow.com/profile/palmetto',
      'https://www.realtor.com/realestateagents/palmetto',
      'https://g.page/palmetto-realty',
    ]),
  }),
  faq: fc.array(faqEntry, { maxLength: 6 }),
  siteSummary: fc
    .array(seoTextArbitrary(200), { minLength: 1, maxLength: 4 })
    .map((paragraphs) => paragraphs.join('\n\n')),
});
