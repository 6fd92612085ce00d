import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleForAdminApi, roleForAdminPage } from './admin-permissions.ts';

describe(roleForAdminPage, () => {
  it('keeps users, SEO settings and footer links for admins', () => {
    expect(roleForAdminPage('/admin/footer-links')).toBe('admin');
    expect(roleForAdminPage('/admin/seo-aeo')).toBe('admin');
    expect(roleForAdminPage('/admin/users/invite')).toBe('admin');
  });

  it('opens content pages to editors, and does not match a mere prefix', () => {
    expect(roleForAdminPage('/admin')).toBe('editor');
    expect(roleForAdminPage('/admin/articles')).toBe('editor');
    expect(roleForAdminPage('/admin/footer-linksx')).toBe('editor');
  });

  it('answers editor for every path outside the admin-only pages', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\/admin\/(agents|banners|articles|communities|contacts)(\/[a-z-]{0,10})?$/),
        (path) => roleForAdminPage(path) === 'editor',
      ),
    );
  });
});

describe(roleForAdminApi, () => {
  it('reads the area after /api/admin/', () => {
    expect(roleForAdminApi('/api/admin/footer-links/123')).toBe('admin');
    expect(roleForAdminApi('/api/admin/users')).toBe('admin');
    expect(roleForAdminApi('/api/admin/agents?page=2')).toBe('editor');
    expect(roleForAdminApi('/api/admin/footer-linksx')).toBe('editor');
  });
});
