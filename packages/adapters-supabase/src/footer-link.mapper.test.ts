import { describe, expect, it } from 'vitest';
import { toFooterLink, toFooterLinkWrite } from './footer-link.mapper.ts';
import type { FooterLinkRow } from './supabase-database.ts';

const row: FooterLinkRow = {
  id: '0b9a2c52-5f0e-4d5c-9b1e-3f7c2a1d4e5f',
  enabled: false,
  column: 3,
  link_text: 'About Us',
  link_url: '/about',
  sort_order: null,
  created_at: '2026-11-21T05:50:55.607329+00:00',
  updated_at: '2026-11-21T07:50:55.1+02:00',
};

describe(toFooterLink, () => {
  it('keeps every field and writes timestamps as UTC ISO strings with milliseconds', () => {
    expect(toFooterLink(row)).toEqual({
      id: row.id,
      enabled: false,
      column: 3,
      link_text: 'About Us',
      link_url: '/about',
      sort_order: null,
      created_at: '2026-11-21T05:50:55.607Z',
      updated_at: '2026-11-21T05:50:55.100Z',
    });
  });
});

describe(toFooterLinkWrite, () => {
  it('writes only the editable fields that are present, null sort_order included', () => {
    const patch = { link_text: 'FAQ', sort_order: null, column: undefined, id: 'x', created_at: 'y' };
    expect(toFooterLinkWrite(patch)).toEqual({ link_text: 'FAQ', sort_order: null });
  });

  it('writes all five fields of a complete link', () => {
    const fields = { enabled: true, column: 1, link_text: 'A', link_url: '/a', sort_order: 999 };
    expect(toFooterLinkWrite(fields)).toEqual(fields);
  });
});
