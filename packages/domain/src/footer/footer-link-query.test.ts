import { exampleFooterLink, footerLinkArbitrary, footerLinkQueryArbitrary, footerLinksArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/domain-error.ts';
import {
  compareForFooterLinkQuery,
  FOOTER_ADMIN_PAGE_SIZE,
  matchesFooterLinkQuery,
  normalizeFooterLinkQuery,
  pageRange,
  queryFooterLinks,
  type FooterLinkQuery,
} from './footer-link-query.ts';

const ALL: FooterLinkQuery = { search: '', enabledOnly: false, orderBy: 'sort_order', page: 1, itemsPerPage: 100 };

describe(normalizeFooterLinkQuery, () => {
  it('defaults to page 1, 10 per page, sort_order order, no search, all links', () => {
    expect(normalizeFooterLinkQuery()).toEqual({
      search: '',
      enabledOnly: false,
      orderBy: 'sort_order',
      page: 1,
      itemsPerPage: 10,
    });
    expect(FOOTER_ADMIN_PAGE_SIZE).toBe(10);
  });

  it('keeps what the caller gives and trims the search', () => {
    expect(
      normalizeFooterLinkQuery({
        search: '  Naples ',
        enabledOnly: true,
        orderBy: 'column',
        page: 3,
        itemsPerPage: 25,
      }),
    ).toEqual({
      search: 'Naples',
      enabledOnly: true,
      orderBy: 'column',
      page: 3,
      itemsPerPage: 25,
    });
  });

  it('rejects a page or page size that is not a whole number from 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => normalizeFooterLinkQuery({ page: bad })).toThrow(ValidationError);
      expect(() => normalizeFooterLinkQuery({ itemsPerPage: bad })).toThrow(ValidationError);
    }
  });
});

describe(pageRange, () => {
  it('gives rows 0 to 9 for page 1 of 10 and rows 10 to 19 for page 2', () => {
    expect(pageRange(1, 10)).toEqual({ from: 0, to: 9 });
    expect(pageRange(2, 10)).toEqual({ from: 10, to: 19 });
  });

  it('covers consecutive, non-overlapping ranges of exactly itemsPerPage rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 100 }), (page, size) => {
        const current = pageRange(page, size);
        const next = pageRange(page + 1, size);
        expect(current.to - current.from + 1).toBe(size);
        expect(next.from).toBe(current.to + 1);
      }),
    );
  });
});

describe(matchesFooterLinkQuery, () => {
  it('matches link_text case-insensitively anywhere in the text', () => {
    const link = exampleFooterLink({ link_text: 'Meet Our Agents' });
    expect(matchesFooterLinkQuery(link, { ...ALL, search: 'our ag' })).toBe(true);
    expect(matchesFooterLinkQuery(link, { ...ALL, search: 'AGENTS' })).toBe(true);
    expect(matchesFooterLinkQuery(link, { ...ALL, search: 'brokers' })).toBe(false);
  });

  it('searches the text only, not the url', () => {
    expect(
      matchesFooterLinkQuery(exampleFooterLink({ link_text: 'Home', link_url: '/about' }), { ...ALL, search: 'about' }),
    ).toBe(false);
  });

  it('takes search characters literally', () => {
    expect(matchesFooterLinkQuery(exampleFooterLink({ link_text: '100% Local' }), { ...ALL, search: '%' })).toBe(true);
    expect(matchesFooterLinkQuery(exampleFooterLink({ link_text: 'Local' }), { ...ALL, search: '_' })).toBe(false);
  });

  it('drops disabled links only when enabledOnly is set', () => {
    const disabled = exampleFooterLink({ enabled: false });
    expect(matchesFooterLinkQuery(disabled, ALL)).toBe(true);
    expect(matchesFooterLinkQuery(disabled, { ...ALL, enabledOnly: true })).toBe(false);
  });

  it('matches every link with an empty search and no filter', () => {
    fc.assert(
      fc.property(footerLinkArbitrary, (link) => {
        expect(matchesFooterLinkQuery(link, ALL)).toBe(true);
      }),
    );
  });
});

describe(compareForFooterLinkQuery, () => {
  const link = (id: string, column: number, sort_order: number | null) => exampleFooterLink({ id, column, sort_order });
  const links = [link('d', 2, 1), link('c', 1, null), link('b', 1, 5), link('a', 2, 5), link('e', 1, 1)];

  it('orders by sort_order ascending, missing last, then by id', () => {
    expect([...links].sort(compareForFooterLinkQuery('sort_order')).map((l) => l.id)).toEqual([
      'd',
      'e',
      'a',
      'b',
      'c',
    ]);
  });

  it('orders by column, then sort_order, then id', () => {
    expect([...links].sort(compareForFooterLinkQuery('column')).map((l) => l.id)).toEqual(['e', 'b', 'c', 'd', 'a']);
  });

  it('is a strict total order on links with distinct ids', () => {
    fc.assert(
      fc.property(
        footerLinksArbitrary({ minLength: 2, maxLength: 2 }),
        fc.constantFrom('sort_order' as const, 'column' as const),
        ([a, b], orderBy) => {
          const compare = compareForFooterLinkQuery(orderBy);
          expect(compare(a!, b!)).not.toBe(0);
          expect(Math.sign(compare(a!, b!)) + Math.sign(compare(b!, a!))).toBe(0);
        },
      ),
    );
  });
});

describe(queryFooterLinks, () => {
  const links = ['Zeta', 'Alpha', 'Beta', 'Gamma', 'Delta'].map((text, i) =>
    exampleFooterLink({ id: `id-${i}`, link_text: text, sort_order: i, enabled: i !== 2 }),
  );

  it('answers the asked page and the count of every matching link', () => {
    expect(queryFooterLinks(links, { ...ALL, page: 2, itemsPerPage: 2 })).toEqual({
      items: [links[2], links[3]],
      total: 5,
    });
  });

  it('filters before counting and paging', () => {
    const page = queryFooterLinks(links, { ...ALL, enabledOnly: true, search: 'ta', itemsPerPage: 1 });
    expect(page).toEqual({ items: [links[0]], total: 2 });
  });

  it('answers an empty page past the end with the full count', () => {
    expect(queryFooterLinks(links, { ...ALL, page: 9, itemsPerPage: 10 })).toEqual({ items: [], total: 5 });
  });

  it('gives pages whose sizes add up to the total and whose items, in turn, are the whole ordered match', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), footerLinkQueryArbitrary, (stored, query) => {
        const first = queryFooterLinks(stored, { ...query, page: 1 });
        const pageCount = Math.ceil(first.total / query.itemsPerPage);
        const pages = Array.from({ length: pageCount + 1 }, (_, i) =>
          queryFooterLinks(stored, { ...query, page: i + 1 }),
        );
        expect(pages.every((page) => page.total === first.total)).toBe(true);
        expect(pages.every((page) => page.items.length <= query.itemsPerPage)).toBe(true);
        expect(pages.at(-1)!.items).toEqual([]);
        const all = pages.flatMap((page) => page.items);
        expect(all).toHaveLength(first.total);
        expect(all).toEqual(
          stored.filter((link) => matchesFooterLinkQuery(link, query)).sort(compareForFooterLinkQuery(query.orderBy)),
        );
      }),
    );
  });

  it('never changes the array it reads', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), footerLinkQueryArbitrary, (stored, query) => {
        const before = [...stored];
        queryFooterLinks(stored, query);
        expect(stored).toEqual(before);
      }),
    );
  });
});
