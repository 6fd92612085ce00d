import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeFooterLinkQuery, queryFooterLinks } from '@app/domain';
import { footerLinkFieldsArbitrary, footerLinkQueryArbitrary } from '../arbitraries/footer-link.arbitrary.ts';
import { linkFields as fields, type FooterLinkContractContext } from './footer-link-contract-context.ts';

/** The admin list part of the footer link contract: filters, both orders, paging and exact totals. */
export function describeFooterLinkList({ repository, reset, createAll }: FooterLinkContractContext): void {
  describe('list', () => {
    it('answers the default query: every link in sort_order, missing last, ties by id, with the total', async () => {
      const created = await createAll([
        fields({ sort_order: null }),
        fields({ sort_order: 5 }),
        fields({ sort_order: 2 }),
        fields({ sort_order: 5 }),
      ]);

      const page = await repository().list(normalizeFooterLinkQuery());

      expect(page).toEqual(queryFooterLinks(created, normalizeFooterLinkQuery()));
      expect(page.items.map((link) => link.sort_order)).toEqual([2, 5, 5, null]);
    });

    it('orders by column, then sort_order when asked to', async () => {
      await createAll([
        fields({ column: 2, sort_order: 1 }),
        fields({ column: 1, sort_order: null }),
        fields({ column: 1, sort_order: 9 }),
      ]);

      const { items } = await repository().list(normalizeFooterLinkQuery({ orderBy: 'column' }));

      expect(items.map((link) => [link.column, link.sort_order])).toEqual([
        [1, 9],
        [1, null],
        [2, 1],
      ]);
    });

    it('searches link_text case-insensitively for text it contains anywhere', async () => {
      await createAll(['About Us', 'All about Naples', 'Contact', 'ABOUT'].map((link_text) => fields({ link_text })));

      const page = await repository().list(normalizeFooterLinkQuery({ search: 'aBoUt' }));

      expect(page.items.map((link) => link.link_text).sort()).toEqual(['ABOUT', 'About Us', 'All about Naples']);
      expect(page.total).toBe(3);
    });

    it.each(['%', '_', '\\', '50%', 'a_b', '%_'])('treats %j in the search as a literal character', async (search) => {
      const texts = ['50% off', 'a_b', 'axb', 'back\\slash', 'plain', '%_ both'];
      await createAll(texts.map((link_text) => fields({ link_text })));

      const page = await repository().list(normalizeFooterLinkQuery({ search, itemsPerPage: 50 }));

      const expected = texts.filter((text) => text.toLowerCase().includes(search.toLowerCase()));
      expect(page.items.map((link) => link.link_text).sort()).toEqual(expected.sort());
      expect(page.total).toBe(expected.length);
    });

    it('keeps only enabled links when asked to, and counts only those', async () => {
      await createAll([
        fields({ link_text: 'Open' }),
        fields({ link_text: 'Open too', enabled: false }),
        fields({ link_text: 'Other' }),
      ]);

      const page = await repository().list(normalizeFooterLinkQuery({ enabledOnly: true, search: 'open' }));

      expect(page.items.map((link) => link.link_text)).toEqual(['Open']);
      expect(page.total).toBe(1);
    });

    it('pages by page and itemsPerPage with the exact total on every page, and nothing past the end', async () => {
      await createAll(
        Array.from({ length: 7 }, (_, index) => fields({ link_text: `Link ${index}`, sort_order: index })),
      );

      const second = await repository().list(normalizeFooterLinkQuery({ page: 2, itemsPerPage: 3 }));
      const last = await repository().list(normalizeFooterLinkQuery({ page: 3, itemsPerPage: 3 }));
      const beyond = await repository().list(normalizeFooterLinkQuery({ page: 4, itemsPerPage: 3 }));

      expect(second.items.map((link) => link.sort_order)).toEqual([3, 4, 5]);
      expect(last.items.map((link) => link.sort_order)).toEqual([6]);
      expect([second.total, last.total, beyond.total]).toEqual([7, 7, 7]);
      expect(beyond.items).toEqual([]);
    });

    it('answers any query as the domain rule does on the stored links', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(footerLinkFieldsArbitrary, { maxLength: 12 }),
          fc.array(footerLinkQueryArbitrary, { minLength: 1, maxLength: 4 }),
          async (all, queries) => {
            await reset();
            const created = await createAll(all);
            for (const query of queries)
              expect(await repository().list(query)).toEqual(queryFooterLinks(created, query));
          },
        ),
        { numRuns: 20 },
      );
    });

    it('gives pages that, put together, are the whole ordered list', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(footerLinkFieldsArbitrary, { maxLength: 10 }),
          fc.integer({ min: 1, max: 4 }),
          fc.constantFrom('sort_order' as const, 'column' as const),
          async (all, itemsPerPage, orderBy) => {
            await reset();
            await createAll(all);
            const whole = await repository().list(normalizeFooterLinkQuery({ orderBy, itemsPerPage: 100 }));
            const pages = [];
            for (let page = 1; page <= Math.ceil(all.length / itemsPerPage) + 1; page += 1)
              pages.push(await repository().list(normalizeFooterLinkQuery({ orderBy, page, itemsPerPage })));
            expect(pages.flatMap((page) => page.items)).toEqual(whole.items);
            expect(pages.every((page) => page.total === all.length)).toBe(true);
          },
        ),
        { numRuns: 15 },
      );
    });
  });
}
