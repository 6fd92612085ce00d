import { describe, expect, it } from 'vitest';
import { adminNavigationFor } from './admin-navigation.ts';

describe(adminNavigationFor, () => {
  it('shows users, footer links and SEO to admins only', () => {
    const adminOnly = ['/admin/footer-links', '/admin/seo-aeo', '/admin/users'];
    expect(adminNavigationFor('admin').map((item) => item.to)).toEqual(expect.arrayContaining(adminOnly));
    for (const role of ['editor', null, undefined] as const)
      expect(adminNavigationFor(role).map((item) => item.to)).not.toEqual(expect.arrayContaining([adminOnly[2]]));
    expect(adminNavigationFor('editor').some((item) => adminOnly.includes(item.to))).toBe(false);
  });
});
