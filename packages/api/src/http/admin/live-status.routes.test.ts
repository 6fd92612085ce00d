import { describe, expect, it } from 'vitest';
import { exampleBannerFields } from '@app/testing';
import { as, createAdminTestApp } from './admin-test-kit.ts';

describe('admin live-status route', () => {
  it('refuses a visitor with 401', async () => {
    expect((await createAdminTestApp().app.request('/api/admin/live-status')).status).toBe(401);
  });

  it('names the one banner each placement shows now, the first of its order', async () => {
    const { app, content } = createAdminTestApp();
    await content.banners.create(exampleBannerFields({ title: 'Second', sortOrder: 2 }));
    const first = await content.banners.create(exampleBannerFields({ title: 'First', sortOrder: 1 }));
    await content.banners.create(exampleBannerFields({ title: 'Off', sortOrder: 0, enabled: false }));
    const promo = await content.banners.create(exampleBannerFields({ placement: 'home-promo' }));

    const answer = await app.request('/api/admin/live-status', { headers: as('editor') });

    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { showingBannerIds: string[] }).showingBannerIds.sort()).toEqual(
      [first.id, promo.id].sort(),
    );
  });
});
