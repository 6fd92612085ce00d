import { describe, expect, it } from 'vitest';
import { bannerTarget } from './banner-target.ts';

describe(bannerTarget, () => {
  it('leads to a page of the site with its search', () => {
    expect(bannerTarget('/search?city=Naples&waterfront=1')).toEqual({
      kind: 'site',
      to: '/search',
      search: { city: 'Naples', waterfront: '1' },
    });
    expect(bannerTarget('/about/meet-our-agents#team')).toEqual({
      kind: 'site',
      to: '/about/meet-our-agents',
      search: {},
    });
  });

  it('leads to another site by its full address', () => {
    expect(bannerTarget('https://www.naplesgov.com/events')).toEqual({
      kind: 'external',
      href: 'https://www.naplesgov.com/events',
    });
    expect(bannerTarget('//cdn.example.com/x')).toEqual({ kind: 'external', href: '//cdn.example.com/x' });
  });

  it('leads nowhere without a link', () => {
    expect(bannerTarget('  ')).toBeNull();
  });
});
