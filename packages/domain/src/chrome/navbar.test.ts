import { pathArbitrary, pathSegmentArbitrary, pathUnderArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCROLL_THRESHOLD_PX, TOP_BAR_HEIGHT_PX } from '../shared/constants.ts';
import { isForcedOpaquePath, isScrolled, isTransparentPath, navbarAppearance } from './navbar.ts';

describe(isScrolled, () => {
  it('is scrolled only past 50 px: exactly 50 is not scrolled', () => {
    expect(SCROLL_THRESHOLD_PX).toBe(50);
    expect(TOP_BAR_HEIGHT_PX).toBe(64);
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(50)).toBe(false);
    expect(isScrolled(50.5)).toBe(true);
    expect(isScrolled(51)).toBe(true);
  });

  it('agrees with "more than 50" for every scroll position', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 10_000, noNaN: true }), (scrollY) => {
        expect(isScrolled(scrollY)).toBe(scrollY > 50);
      }),
    );
  });
});

describe(isForcedOpaquePath, () => {
  it('forces the bar solid on /search and /search/map', () => {
    expect(isForcedOpaquePath('/search')).toBe(true);
    expect(isForcedOpaquePath('/search/map')).toBe(true);
    expect(isForcedOpaquePath('/search/map?beds=3')).toBe(true);
  });

  it('forces the bar solid on any two-segment path under /resources', () => {
    expect(isForcedOpaquePath('/resources/local-history/some-article')).toBe(true);
    expect(isForcedOpaquePath('/resources/owners-sellers/flood-insurance/')).toBe(true);
  });

  it('leaves other paths alone', () => {
    for (const path of [
      '/',
      '/resources',
      '/resources/local-history',
      '/communities',
      '/search/other',
      '/about',
      '/resources/a/b/c',
    ])
      expect(isForcedOpaquePath(path), path).toBe(false);
  });

  it('forces every /resources/{category}/{article} path', () => {
    fc.assert(
      fc.property(pathUnderArbitrary('/resources', 2), (path) => {
        expect(isForcedOpaquePath(path)).toBe(true);
      }),
    );
  });

  it('forces no path outside /search and /resources', () => {
    fc.assert(
      fc.property(pathArbitrary(), (path) => {
        fc.pre(!/^\/(search|resources)(\/|$)/.test(path));
        expect(isForcedOpaquePath(path)).toBe(false);
      }),
    );
  });
});

describe(isTransparentPath, () => {
  it('names /resources and /communities as transparent at the top', () => {
    expect(isTransparentPath('/resources')).toBe(true);
    expect(isTransparentPath('/communities/')).toBe(true);
    expect(isTransparentPath('/communities/pelican-bay')).toBe(false);
    expect(isTransparentPath('/search')).toBe(false);
  });

  it('holds exactly for the one-segment paths /resources and /communities', () => {
    fc.assert(
      fc.property(
        fc.oneof(pathArbitrary(), fc.constantFrom('/resources', '/communities/', '/resources?x=1')),
        (path) => {
          const segments = path
            .split(/[?#]/)[0]!
            .split('/')
            .filter((segment) => segment !== '');
          expect(isTransparentPath(path)).toBe(
            segments.length === 1 && ['resources', 'communities'].includes(segments[0]!),
          );
        },
      ),
    );
  });
});

describe(navbarAppearance, () => {
  it('is transparent at the top of /resources and /communities', () => {
    expect(navbarAppearance({ path: '/resources', scrollY: 0 })).toBe('transparent');
    expect(navbarAppearance({ path: '/communities', scrollY: 50 })).toBe('transparent');
  });

  it('turns solid once scrolled more than 50 px', () => {
    expect(navbarAppearance({ path: '/', scrollY: 50 })).toBe('transparent');
    expect(navbarAppearance({ path: '/', scrollY: 51 })).toBe('solid');
    expect(navbarAppearance({ path: '/resources', scrollY: 400 })).toBe('solid');
  });

  it('is solid when the forced-scrolled state is set', () => {
    expect(navbarAppearance({ path: '/', scrollY: 0, forcedScrolled: true })).toBe('solid');
  });

  it('is solid at the top of /search, /search/map and an article', () => {
    for (const path of ['/search', '/search/map', '/resources/local-history/some-article'])
      expect(navbarAppearance({ path, scrollY: 0 }), path).toBe('solid');
  });

  it('is solid exactly when forced, scrolled past 50 px or on a forced-opaque path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pathArbitrary(),
          pathUnderArbitrary('/resources', 2),
          pathSegmentArbitrary.map((s) => `/search/${s}`),
        ),
        fc.integer({ min: 0, max: 200 }),
        fc.boolean(),
        (path, scrollY, forcedScrolled) => {
          const solid = forcedScrolled || scrollY > 50 || isForcedOpaquePath(path);
          expect(navbarAppearance({ path, scrollY, forcedScrolled })).toBe(solid ? 'solid' : 'transparent');
        },
      ),
    );
  });
});
