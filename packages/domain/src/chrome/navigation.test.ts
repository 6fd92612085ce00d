import { pathSegmentArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActiveNavigationItem, MOBILE_DRAWER_ITEMS, TOP_NAVIGATION } from './navigation.ts';

describe('TOP_NAVIGATION', () => {
  it('lists Home, Search, Communities, Resources, About Us and Contact Us in order', () => {
    expect(TOP_NAVIGATION).toEqual([
      { to: '/', label: 'Home' },
      { to: '/search', label: 'Search' },
      { to: '/communities', label: 'Communities' },
      { to: '/resources', label: 'Resources' },
      { to: '/about', label: 'About Us' },
      { to: '/contact-us', label: 'Contact Us' },
    ]);
  });
});

describe('MOBILE_DRAWER_ITEMS', () => {
  it('lists Home, Search, Communities, Resources and About Us, but not Contact Us', () => {
    expect(MOBILE_DRAWER_ITEMS.map((item) => item.label)).toEqual([
      'Home',
      'Search',
      'Communities',
      'Resources',
      'About Us',
    ]);
  });
});

describe(isActiveNavigationItem, () => {
  const item = (to: string) => TOP_NAVIGATION.find((entry) => entry.to === to)!;

  it('marks Home only on /', () => {
    expect(isActiveNavigationItem(item('/'), '/')).toBe(true);
    expect(isActiveNavigationItem(item('/'), '/search')).toBe(false);
  });

  it('marks a section on its path and below it, not on look-alikes', () => {
    expect(isActiveNavigationItem(item('/about'), '/about')).toBe(true);
    expect(isActiveNavigationItem(item('/about'), '/about/meet-our-agents/jane')).toBe(true);
    expect(isActiveNavigationItem(item('/about'), '/about-town')).toBe(false);
  });

  it('marks at most one item for any path', () => {
    fc.assert(
      fc.property(
        fc.array(pathSegmentArbitrary, { maxLength: 3 }),
        fc.constantFrom('', 'search', 'communities', 'resources', 'about'),
        (rest, first) => {
          const path = `/${[first, ...rest].filter((segment) => segment !== '').join('/')}`;
          expect(TOP_NAVIGATION.filter((entry) => isActiveNavigationItem(entry, path)).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
