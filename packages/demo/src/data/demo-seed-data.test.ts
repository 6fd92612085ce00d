import { describe, expect, it } from 'vitest';
import { footerLinkIssues, groupFooterLinksByColumn, officeHoursIssues, orderFooterLinks } from '@app/domain';
import { DEMO_FOOTER_LINKS } from './demo-footer-links.ts';
import { DEMO_SITE_SETTINGS } from './demo-site-settings.ts';

describe('DEMO_FOOTER_LINKS', () => {
  it('passes the footer link validation', () => {
    expect(DEMO_FOOTER_LINKS.flatMap((link) => footerLinkIssues(link))).toEqual([]);
  });

  it('fills four columns, disables two links and exercises the ordering rule', () => {
    expect(new Set(DEMO_FOOTER_LINKS.map((link) => link.column))).toEqual(new Set([1, 2, 3, 4]));
    expect(DEMO_FOOTER_LINKS.filter((link) => !link.enabled)).toHaveLength(2);
    expect(DEMO_FOOTER_LINKS.some((link) => link.sort_order === null)).toBe(true);
    const sortOrders = DEMO_FOOTER_LINKS.map((link) => `${link.column}:${link.sort_order}`);
    expect(new Set(sortOrders).size).toBeLessThan(sortOrders.length);
  });

  it('puts Bonita Springs before Estero and Naples, and Marco Island last, in the communities column', () => {
    const communities = groupFooterLinksByColumn(
      orderFooterLinks(DEMO_FOOTER_LINKS.filter((link) => link.enabled)),
    ).find((column) => column.column === 2);
    expect(communities?.links.map((link) => link.link_text)).toEqual([
      'Bonita Springs',
      'Estero',
      'Naples',
      'Marco Island',
    ]);
  });
});

describe('DEMO_SITE_SETTINGS', () => {
  it('names the Palmetto team, its office and its Naples address', () => {
    expect(DEMO_SITE_SETTINGS).toMatchObject({
      teamName: 'The Palmetto Team',
      teamSlug: 'palmetto',
      officeMlsId: 'PRG',
      phone: '(239) 555-0142',
      city: 'Naples',
    });
    expect(
      Object.values(DEMO_SITE_SETTINGS.social).every(
        (url) => url.startsWith('https://') && url.includes('palmettorealtygroup'),
      ),
    ).toBe(true);
  });

  it('publishes valid office hours and a position in Naples', () => {
    expect(officeHoursIssues(DEMO_SITE_SETTINGS.officeHours)).toEqual([]);
    expect(DEMO_SITE_SETTINGS.location).toEqual({ lat: expect.closeTo(26.14, 1), lng: expect.closeTo(-81.79, 1) });
  });
});
