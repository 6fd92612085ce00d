import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideView, isAdminPath, searchEventParams, type SeenPage } from './page-view-rules.ts';

const page = (href: string, template: string, search: Record<string, unknown> = {}): SeenPage => ({
  pathname: href.split('?')[0] ?? href,
  href,
  template,
  search,
});

describe(decideView, () => {
  it('sends a load page view for the page loaded and a route page view for each new path', () => {
    expect(decideView(null, page('/', '/'))).toEqual({ pageView: 'load', search: false });
    expect(decideView(page('/', '/'), page('/about-us', '/about-us'))).toEqual({ pageView: 'route', search: false });
  });

  it('never sends a page view for the same path again (re-render, query-only change)', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.string(), fc.string(), (path, queryA, queryB) => {
        const pathname = path === '' ? '/' : path;
        const before = page(`${pathname}?${queryA}`, '/x');
        const after = { ...page(`${pathname}?${queryB}`, '/x'), pathname };
        expect(decideView({ ...before, pathname }, after).pageView).toBeNull();
      }),
    );
  });

  it('makes a filter change on /search and /search/map a search event, not a page view', () => {
    const before = page('/search?city=Naples', '/search', { city: 'Naples' });
    const after = page('/search?city=Naples&beds=3', '/search', { city: 'Naples', beds: '3' });
    expect(decideView(before, after)).toEqual({ pageView: null, search: true });
    expect(decideView(before, before)).toEqual({ pageView: null, search: false });
    expect(decideView(null, page('/search/map?city=Naples', '/search/map', { city: 'Naples' }))).toEqual({
      pageView: 'load',
      search: true,
    });
    expect(decideView(null, page('/search', '/search'))).toEqual({ pageView: 'load', search: false });
    expect(decideView(before, page('/search?page=2', '/search', { page: '2' }))).toEqual({
      pageView: null,
      search: false,
    });
  });

  it('sends nothing for admin pages, whatever their case', () => {
    for (const href of ['/admin', '/admin/users', '/ADMIN/contacts'])
      expect(decideView(null, page(href, '/admin'))).toEqual({ pageView: null, search: false });
    expect(isAdminPath('/administration-fees')).toBe(false);
  });
});

describe(searchEventParams, () => {
  it('keeps the filters as snake_case parameters, without the page and order', () => {
    expect(
      searchEventParams({ city: 'Naples', minPrice: '500000', openHouse: true, page: '2', sort: 'price' }),
    ).toEqual({ city: 'Naples', min_price: '500000', open_house: 'true' });
  });

  it('only ever gives parameters the endpoint takes', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.object())),
        (search) => {
          const params = searchEventParams(search);
          expect(Object.keys(params).length).toBeLessThanOrEqual(25);
          for (const [name, value] of Object.entries(params)) {
            expect(name).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
            if (typeof value === 'string') expect(value.length).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});
