import fc from 'fast-check';
import type { FooterLink, FooterLinkFields, FooterLinkInput, FooterLinkOrder, FooterLinkQuery } from '@app/domain';
import { pathArbitrary } from './path.arbitrary.ts';

const EARLIEST_MS = Date.UTC(2020, 0, 1);
const LATEST_MS = Date.UTC(2030, 0, 1);

/** An ISO timestamp (millisecond precision, UTC) between 2020 and 2030. */
export const isoTimestampArbitrary: fc.Arbitrary<string> = fc
  .integer({ min: EARLIEST_MS, max: LATEST_MS })
  .map((ms) => new Date(ms).toISOString());

/** A footer link id: a lowercase UUID v4. */
export const footerLinkIdArbitrary: fc.Arbitrary<string> = fc.uuid({ version: 4 });

/**
 * A valid link text (trimmed, 1 to 40 printable ASCII characters). Common words come often,
 * in several cases, so sorting and searching meet ties.
 */
export const footerLinkTextArbitrary: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('About Us', 'about us', 'Contact', 'FAQ', 'Privacy', 'privacy', 'Zillow', 'Agents', 'a', 'B'),
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 })
    .map((text) => text.trim())
    .filter((text) => text !== ''),
);

/** A valid link target: an internal path, an https address, a mailto: or a tel: link. */
export const footerLinkUrlArbitrary: fc.Arbitrary<string> = fc.oneof(
  pathArbitrary(),
  pathArbitrary().map((path) => `https://www.example.com${path}`),
  fc.constantFrom('mailto:info@example.com', 'tel:+12395550100', 'http://example.org/?q=naples#top'),
);

/** A sort_order: often null or a small number (so ties happen), sometimes the default 999. */
export const footerSortOrderArbitrary: fc.Arbitrary<number | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 5 }),
  fc.constant(999),
  fc.integer({ min: 0, max: 99_999 }),
);

/** A footer column the validation accepts (1 to 4, the columns the footer shows). */
export const footerColumnArbitrary: fc.Arbitrary<number> = fc.integer({ min: 1, max: 4 });

/** The editable fields of a valid footer link, as the create use case passes them to a repository. */
export const footerLinkFieldsArbitrary: fc.Arbitrary<FooterLinkFields> = fc.record({
  enabled: fc.boolean(),
  column: footerColumnArbitrary,
  link_text: footerLinkTextArbitrary,
  link_url: footerLinkUrlArbitrary,
  sort_order: footerSortOrderArbitrary,
});

/** A create input with any subset of the fields given (all valid when present). */
export const footerLinkInputArbitrary: fc.Arbitrary<FooterLinkInput> = fc.record(
  {
    enabled: fc.boolean(),
    column: footerColumnArbitrary,
    link_text: footerLinkTextArbitrary,
    link_url: footerLinkUrlArbitrary,
    sort_order: footerSortOrderArbitrary,
  },
  { requiredKeys: [] },
);

/** A stored footer link: valid fields, a UUID v4 id, and updated_at not before created_at. */
export const footerLinkArbitrary: fc.Arbitrary<FooterLink> = fc
  .tuple(footerLinkIdArbitrary, footerLinkFieldsArbitrary, isoTimestampArbitrary, fc.nat({ max: 90 * 86_400_000 }))
  .map(([id, fields, created_at, editedAfterMs]) => ({
    id,
    ...fields,
    created_at,
    updated_at: new Date(Date.parse(created_at) + editedAfterMs).toISOString(),
  }));

/** A list of stored footer links with distinct ids. */
export function footerLinksArbitrary(
  options: { minLength?: number; maxLength?: number } = {},
): fc.Arbitrary<FooterLink[]> {
  return fc.uniqueArray(footerLinkArbitrary, {
    selector: (link) => link.id,
    minLength: options.minLength ?? 0,
    maxLength: options.maxLength ?? 30,
  });
}

/** A normalized admin list query: a short search (often empty), filters, order and a small page. */
export const footerLinkQueryArbitrary: fc.Arbitrary<FooterLinkQuery> = fc.record({
  search: fc.oneof(
    fc.constant(''),
    fc.constantFrom('a', 'about', 'PRIV', 'q'),
    fc.string({ unit: 'grapheme-ascii', maxLength: 3 }).map((text) => text.trim()),
  ),
  enabledOnly: fc.boolean(),
  orderBy: fc.constantFrom<FooterLinkOrder>('sort_order', 'column'),
  page: fc.integer({ min: 1, max: 6 }),
  itemsPerPage: fc.integer({ min: 1, max: 12 }),
});

/** One fixed footer link for example tests; fields can be replaced. */
export function exampleFooterLink(overrides: Partial<FooterLink> = {}): FooterLink {
  return {
    id: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    enabled: true,
    column: 1,
    link_text: 'About Us',
    link_url: '/about',
    sort_order: 1,
    created_at: '2025-01-15T12:00:00.000Z',
    updated_at: '2025-01-15T12:00:00.000Z',
    ...overrides,
  };
}
