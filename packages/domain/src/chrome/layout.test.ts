import { pathArbitrary, pathUnderArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasTopPadding, isAdminPath, layoutForPath, showsPublicChrome } from './layout.ts';

const adminPath = fc.oneof(fc.constant('/admin'), pathUnderArbitrary('/admin', 1), pathUnderArbitrary('/admin', 3));

describe(isAdminPath, () => {
  it('covers /admin and everything under it', () => {
    for (const path of ['/admin', '/admin/', '/admin/footer-links', '/admin/docs/help/managing-agents', '/admin?tab=1'])
      expect(isAdminPath(path), path).toBe(true);
  });

  it('does not cover look-alike paths', () => {
    for (const path of ['/admin-console-login', '/administrator', '/', '/about/admin'])
      expect(isAdminPath(path), path).toBe(false);
  });

  it('holds for every path under /admin and for no path outside it', () => {
    fc.assert(
      fc.property(adminPath, pathArbitrary(), (admin, other) => {
        expect(isAdminPath(admin)).toBe(true);
        expect(isAdminPath(other)).toBe(other === '/admin' || other.startsWith('/admin/'));
      }),
    );
  });
});

describe(layoutForPath, () => {
  it('gives sign-in and reset-password no layout, not-authorized the empty one', () => {
    expect(layoutForPath('/admin-console-login')).toBe('bare');
    expect(layoutForPath('/reset-password?token=x')).toBe('bare');
    expect(layoutForPath('/not-authorized')).toBe('empty');
  });

  it('gives the admin area the admin layout and other pages the default one', () => {
    expect(layoutForPath('/admin/footer-links')).toBe('admin');
    expect(layoutForPath('/')).toBe('default');
    expect(layoutForPath('/properties/224012345')).toBe('default');
  });

  it('gives every admin path the admin layout', () => {
    fc.assert(
      fc.property(adminPath, (path) => {
        expect(layoutForPath(path)).toBe('admin');
      }),
    );
  });
});

describe(showsPublicChrome, () => {
  it('hides the top bar and footer on any path starting with /admin', () => {
    for (const path of ['/admin', '/admin/agents', '/admin-console-login', '/administrators'])
      expect(showsPublicChrome(path), path).toBe(false);
  });

  it('hides them in the bare and empty layouts', () => {
    expect(showsPublicChrome('/reset-password')).toBe(false);
    expect(showsPublicChrome('/not-authorized')).toBe(false);
  });

  it('shows them on public pages', () => {
    for (const path of ['/', '/search', '/about/meet-our-agents/jane-doe', '/some/unknown/page'])
      expect(showsPublicChrome(path), path).toBe(true);
  });

  it('shows them exactly on default-layout paths that do not start with /admin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pathArbitrary(),
          adminPath,
          fc.constantFrom('/admin-console-login', '/reset-password', '/not-authorized'),
        ),
        (path) => {
          expect(showsPublicChrome(path)).toBe(!path.startsWith('/admin') && layoutForPath(path) === 'default');
          expect(hasTopPadding(path)).toBe(showsPublicChrome(path));
        },
      ),
    );
  });
});

describe(hasTopPadding, () => {
  it('pads public pages below the top bar and removes the padding under /admin', () => {
    expect(hasTopPadding('/about')).toBe(true);
    expect(hasTopPadding('/admin/banners')).toBe(false);
  });
});
