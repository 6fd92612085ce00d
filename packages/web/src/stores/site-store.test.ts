import { describe, expect, it } from 'vitest';
import { DEFAULT_MONTHLY_COST_SETTINGS, type SeoSettings, type SiteSettings } from '@app/domain';
import { createSiteStore } from './site-store.ts';

// Only the monthly cost settings are under test: the other two are opaque values passed through.
const DEMO_SITE_SETTINGS = { teamName: 'Palmetto' } as SiteSettings;
const DEMO_SEO_SETTINGS = { updatedAt: null } as unknown as SeoSettings;
const SAVED = { ...DEFAULT_MONTHLY_COST_SETTINGS, annualRatePercent: 8 };

describe(createSiteStore, () => {
  it("loads the admin's monthly cost settings with the site settings, once", async () => {
    let calls = 0;
    const store = createSiteStore({
      services: {
        getSiteSettings: async () => DEMO_SITE_SETTINGS,
        getSeoSettings: async () => DEMO_SEO_SETTINGS,
        monthlyCostSettings: async () => {
          calls += 1;
          return SAVED;
        },
      },
    });
    await store.ensureLoaded();
    await store.ensureLoaded();
    expect(store.state.monthlyCost).toEqual(SAVED);
    expect(calls).toBe(1);
  });

  it('falls back to the defaults when the settings cannot be read', async () => {
    const store = createSiteStore({
      services: {
        getSiteSettings: async () => DEMO_SITE_SETTINGS,
        getSeoSettings: async () => DEMO_SEO_SETTINGS,
        monthlyCostSettings: () => Promise.reject(new Error('down')),
      },
    });
    await store.ensureLoaded();
    expect(store.state.monthlyCost).toEqual(DEFAULT_MONTHLY_COST_SETTINGS);
    expect(store.state.settings).toEqual(DEMO_SITE_SETTINGS);
  });
});
