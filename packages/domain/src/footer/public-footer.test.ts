import {
  exampleFooterLink,
  FixedClock,
  footerLinkArbitrary,
  footerLinksArbitrary,
  InMemoryFooterLinkRepository,
} from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataUnavailableError } from '../errors/domain-error.ts';
import type { FooterLink } from './footer-link.ts';
import {
  compareFooterLinks,
  createListPublicFooterLinks,
  groupFooterLinksByColumn,
  orderFooterLinks,
} from './public-footer.ts';

describe(compareFooterLinks, () => {
  it('orders by sort_order ascending', () => {
    const links = [
      { sort_order: 5, link_text: 'A' },
      { sort_order: 1, link_text: 'Z' },
      { sort_order: 3, link_text: 'M' },
    ];
    expect([...links].sort(compareFooterLinks).map((link) => link.sort_order)).toEqual([1, 3, 5]);
  });

  it('puts a missing sort_order last', () => {
    const links = [
      { sort_order: null, link_text: 'A' },
      { sort_order: 999, link_text: 'B' },
      { sort_order: 0, link_text: 'C' },
    ];
    expect([...links].sort(compareFooterLinks).map((link) => link.link_text)).toEqual(['C', 'B', 'A']);
  });

  it('breaks ties alphabetically by text, ignoring case first', () => {
    const links = [
      { sort_order: 1, link_text: 'contact' },
      { sort_order: 1, link_text: 'About' },
      { sort_order: 1, link_text: 'Buyers' },
      { sort_order: null, link_text: 'Zillow' },
      { sort_order: null, link_text: 'Agents' },
    ];
    expect([...links].sort(compareFooterLinks).map((link) => link.link_text)).toEqual([
      'About',
      'Buyers',
      'contact',
      'Agents',
      'Zillow',
    ]);
  });

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(footerLinkArbitrary, footerLinkArbitrary, (a, b) => {
        expect(Math.sign(compareFooterLinks(a, b)) + Math.sign(compareFooterLinks(b, a))).toBe(0);
      }),
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(footerLinkArbitrary, footerLinkArbitrary, footerLinkArbitrary, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareFooterLinks) as [typeof a, typeof a, typeof a];
        expect(compareFooterLinks(x, z)).toBeLessThanOrEqual(0);
        if (compareFooterLinks(x, y) < 0 || compareFooterLinks(y, z) < 0)
          expect(compareFooterLinks(x, z)).toBeLessThan(0);
      }),
    );
  });

  it('leaves a sorted list in order pair by pair, with missing sort_orders at the end', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), (links) => {
        const sorted = [...links].sort(compareFooterLinks);
        for (let i = 1; i < sorted.length; i += 1)
          expect(compareFooterLinks(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
        const firstMissing = sorted.findIndex((link) => link.sort_order === null);
        if (firstMissing !== -1)
          expect(sorted.slice(firstMissing).every((link) => link.sort_order === null)).toBe(true);
      }),
    );
  });
});

function repositoryOf(links: FooterLink[] = []) {
  return new InMemoryFooterLinkRepository({ clock: new FixedClock(Date.parse('2025-03-01T09:00:00.000Z')), links });
}

/** Whether links are in the footer's display order: columns ascending, each column by the comparator. */
function inDisplayOrder(links: readonly FooterLink[]): boolean {
  return links.every((link, i) => {
    const before = links[i - 1];
    return (
      before === undefined ||
      before.column < link.column ||
      (before.column === link.column && compareFooterLinks(before, link) <= 0)
    );
  });
}

describe(createListPublicFooterLinks, () => {
  it('answers enabled links only, by column, then sort_order with missing last, then text', async () => {
    const repository = repositoryOf([
      exampleFooterLink({ id: 'hidden', enabled: false, column: 1, sort_order: 0 }),
      exampleFooterLink({ id: 'c2-first', column: 2, sort_order: 1, link_text: 'Sellers' }),
      exampleFooterLink({ id: 'c1-last', column: 1, sort_order: null, link_text: 'Agents' }),
      exampleFooterLink({ id: 'c1-b', column: 1, sort_order: 3, link_text: 'buyers' }),
      exampleFooterLink({ id: 'c1-a', column: 1, sort_order: 3, link_text: 'About' }),
    ]);
    const links = await createListPublicFooterLinks(repository)();
    expect(links.map((link) => link.id)).toEqual(['c1-a', 'c1-b', 'c1-last', 'c2-first']);
  });

  it('answers every enabled link once, in display order', async () => {
    await fc.assert(
      fc.asyncProperty(footerLinksArbitrary(), async (stored) => {
        const links = await createListPublicFooterLinks(repositoryOf(stored))();
        const enabledIds = stored.filter((link) => link.enabled).map((link) => link.id);
        expect(links.map((link) => link.id).sort()).toEqual(enabledIds.sort());
        expect(inDisplayOrder(links)).toBe(true);
      }),
    );
  });

  it('rethrows a repository failure', async () => {
    const repository = repositoryOf();
    repository.failNextWith(new DataUnavailableError('Failed to fetch footer links'));
    await expect(createListPublicFooterLinks(repository)()).rejects.toThrow('Failed to fetch footer links');
  });
});

describe(groupFooterLinksByColumn, () => {
  it('cuts links in display order into their columns, keeping the order', () => {
    const links = [
      exampleFooterLink({ id: '4', column: 1, sort_order: 1, link_text: 'About' }),
      exampleFooterLink({ id: '2', column: 1, sort_order: null, link_text: 'Zillow' }),
      exampleFooterLink({ id: '3', column: 2, sort_order: 1, link_text: 'Buyers' }),
      exampleFooterLink({ id: '1', column: 2, sort_order: 2, link_text: 'Sellers' }),
    ];
    expect(
      groupFooterLinksByColumn(links).map(({ column, links: inColumn }) => [column, inColumn.map((link) => link.id)]),
    ).toEqual([
      [1, ['4', '2']],
      [2, ['3', '1']],
    ]);
  });

  it('gives no columns for no links', () => {
    expect(groupFooterLinksByColumn([])).toEqual([]);
  });

  it('keeps every link exactly once, in its own column', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), (links) => {
        const columns = groupFooterLinksByColumn(links);
        const grouped = columns.flatMap(({ column, links: inColumn }) => inColumn.map((link) => ({ column, link })));
        expect(grouped.map(({ link }) => link.id).sort()).toEqual(links.map((link) => link.id).sort());
        expect(grouped.every(({ column, link }) => link.column === column)).toBe(true);
      }),
    );
  });

  it('of ordered links, lists columns strictly ascending, none empty, each sorted by the comparator', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), (links) => {
        const columns = groupFooterLinksByColumn(orderFooterLinks(links));
        for (let i = 1; i < columns.length; i += 1) expect(columns[i]!.column).toBeGreaterThan(columns[i - 1]!.column);
        for (const { links: inColumn } of columns) {
          expect(inColumn.length).toBeGreaterThan(0);
          expect(inColumn).toEqual([...inColumn].sort(compareFooterLinks));
        }
      }),
    );
  });
});
