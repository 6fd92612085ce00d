import { describe, expect, it } from 'vitest';
import { docLinkHref } from './doc-links.ts';

describe(docLinkHref, () => {
  it('leads a link to another document of the section to its admin page, keeping the anchor', () => {
    expect(docLinkHref('managing-agents.md', 'help')).toBe('/admin/docs/help/managing-agents');
    expect(docLinkHref('./managing-agents.md#roles', 'help')).toBe('/admin/docs/help/managing-agents#roles');
  });

  it('leads a link into the other section, and to a section index, to their admin pages', () => {
    expect(docLinkHref('../test-cases/open-houses-tests.md', 'help')).toBe('/admin/docs/test-cases/open-houses-tests');
    expect(docLinkHref('../help/README.md', 'test-cases')).toBe('/admin/docs/help');
    expect(docLinkHref('README.md', 'test-cases')).toBe('/admin/docs/test-cases');
  });

  it('keeps web addresses, site paths, anchors, mail and phone links', () => {
    for (const href of [
      'https://example.com/a',
      '/search?city=Naples',
      '#roles',
      'mailto:team@example.com',
      'tel:+12395550100',
    ])
      expect(docLinkHref(href, 'help')).toBe(href);
  });

  it('refuses script addresses, protocol-relative addresses and files outside the documents', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '../adr/0001.md',
      '../../README.md',
    ])
      expect(docLinkHref(href, 'help')).toBeNull();
  });
});
