import { exampleFooterLink, footerLinkArbitrary, footerLinksArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFooterLinks, groupFooterLinksByColumn, publicFooterLinks } from './footer-columns.ts';

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

describe(publicFooterLinks, () => {
  it('keeps only enabled links, in order', () => {
    const shown = exampleFooterLink({ id: 'a' });
    const hidden = exampleFooterLink({ id: 'b', enabled: false });
    expect(publicFooterLinks([hidden, shown, hidden])).toEqual([shown]);
  });

  it('keeps every enabled link and nothing else', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), (links) => {
        const kept = publicFooterLinks(links);
        expect(kept.every((link) => link.enabled)).toBe(true);
        expect(kept).toHaveLength(links.filter((link) => link.enabled).length);
      }),
    );
  });
});

describe(groupFooterLinksByColumn, () => {
  it('groups by column, columns ascending, each column in display order', () => {
    const links = [
      exampleFooterLink({ id: '1', column: 2, sort_order: 2, link_text: 'Sellers' }),
      exampleFooterLink({ id: '2', column: 1, sort_order: null, link_text: 'Zillow' }),
      exampleFooterLink({ id: '3', column: 2, sort_order: 1, link_text: 'Buyers' }),
      exampleFooterLink({ id: '4', column: 1, sort_order: 1, link_text: 'About' }),
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

  it('lists columns strictly ascending, none empty, each sorted by the comparator', () => {
    fc.assert(
      fc.property(footerLinksArbitrary(), (links) => {
        const columns = groupFooterLinksByColumn(links);
        for (let i = 1; i < columns.length; i += 1) expect(columns[i]!.column).toBeGreaterThan(columns[i - 1]!.column);
        for (const { links: inColumn } of columns) {
          expect(inColumn.length).toBeGreaterThan(0);
          expect(inColumn).toEqual([...inColumn].sort(compareFooterLinks));
        }
      }),
    );
  });
});
