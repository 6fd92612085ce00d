import { describe, expect, it } from 'vitest';
import { containsPattern, footerLinkListSql } from './footer-link-list.sql.ts';

describe(containsPattern, () => {
  it.each([
    ['about', '%about%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
    ['', '%%'],
  ])('makes %j a literal contains pattern', (search, pattern) => {
    expect(containsPattern(search)).toBe(pattern);
  });
});

describe(footerLinkListSql, () => {
  it('breaks ties by id in both orders', () => {
    expect(footerLinkListSql('sort_order')).toContain('link.sort_order asc nulls last, link.id asc');
    expect(footerLinkListSql('column')).toContain('link."column" asc, link.sort_order asc nulls last, link.id asc');
  });
});
