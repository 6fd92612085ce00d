import { describe, expect, it } from 'vitest';
import { exampleBannerFields } from '@app/testing';
import { contentFixture } from '../articles/sample-content.ts';
import { loadSearchBanner } from './load-search-page.ts';

describe(loadSearchBanner, () => {
  it('answers the first search-top banner showing now', async () => {
    const fixture = contentFixture();
    const { banners } = fixture.repositories;
    await banners.create(exampleBannerFields({ placement: 'home-hero', title: 'Home', sortOrder: 0 }));
    await banners.create(exampleBannerFields({ placement: 'search-top', title: 'Later', sortOrder: 2 }));
    await banners.create(exampleBannerFields({ placement: 'search-top', title: 'Off', sortOrder: 0, enabled: false }));
    await banners.create(exampleBannerFields({ placement: 'search-top', title: 'Price reductions', sortOrder: 1 }));
    expect((await loadSearchBanner(fixture.services))?.title).toBe('Price reductions');
  });

  it('answers null when there is none or banners cannot be loaded, so the search still shows', async () => {
    expect(await loadSearchBanner(contentFixture().services)).toBeNull();
    const failing = {
      content: {
        ...contentFixture().services.content,
        banners: () => Promise.reject(new Error('Service unavailable')),
      },
    };
    expect(await loadSearchBanner(failing)).toBeNull();
  });
});
