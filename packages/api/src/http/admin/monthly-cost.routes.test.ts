import { describe, expect, it } from 'vitest';
import { generateDemoListings } from '@app/demo';
import { DEFAULT_MONTHLY_COST_SETTINGS, listingMonthlyCost, type MonthlyCostSettings } from '@app/domain';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const SETTINGS = '/api/admin/monthly-cost-settings';
const LISTINGS = generateDemoListings({ count: 12 });
const DEARER = { ...DEFAULT_MONTHLY_COST_SETTINGS, annualRatePercent: 9.5 };

describe('monthly cost settings', () => {
  it('only admins may read or save them (editors 403, visitors 401)', async () => {
    const { app } = createAdminTestApp();
    expect((await app.request(SETTINGS, { headers: as(null) })).status).toBe(401);
    expect((await app.request(SETTINGS, { headers: as('editor') })).status).toBe(403);
    expect((await app.request(SETTINGS, jsonAs('editor', 'PUT', DEARER))).status).toBe(403);
    const read = await app.request(SETTINGS, { headers: as('admin') });
    expect(await read.json()).toEqual(DEFAULT_MONTHLY_COST_SETTINGS);
  });

  it('saves, audited in plain words, and the search by monthly cost follows at once (public caches dropped)', async () => {
    const { app, auditLog } = createAdminTestApp({ listings: LISTINGS });
    const cheapest = Math.min(...LISTINGS.map((listing) => listingMonthlyCost(listing) ?? Infinity));
    const matching = async () =>
      ((await (await app.request(`/api/listings/search?maxMonthly=${cheapest}`)).json()) as { total: number }).total;
    expect(await matching()).toBeGreaterThan(0);

    const saved = await app.request(SETTINGS, jsonAs('admin', 'PUT', DEARER));

    expect(await saved.json()).toEqual(DEARER);
    expect((await auditLog.list({ page: 1, perPage: 1 })).items[0]).toMatchObject({
      entity: 'monthly_cost_settings',
      summary: 'Monthly cost settings: mortgage rate % 6.25 → 9.5',
    });
    expect(await matching()).toBe(0);
    expect(await (await app.request(SETTINGS, { headers: as('admin') })).json()).toEqual(DEARER);
  });

  it('are public to read for the property page, and a save shows there at once', async () => {
    const { app } = createAdminTestApp();
    const read = async () => (await app.request('/api/site/monthly-cost-settings')).json();
    expect(await read()).toEqual(DEFAULT_MONTHLY_COST_SETTINGS);
    await app.request(SETTINGS, jsonAs('admin', 'PUT', DEARER));
    expect(await read()).toEqual(DEARER);
  });

  it('answers 400 naming each bad field, never a 5xx, and keeps the saved settings', async () => {
    const { app } = createAdminTestApp();
    const [collier] = DEFAULT_MONTHLY_COST_SETTINGS.counties;
    const bad: unknown[] = [
      { ...DEARER, annualRatePercent: 45 },
      { ...DEARER, counties: [{ ...collier, millage: -1 }] },
      { ...DEARER, termYears: '30' },
      { ...DEARER, extra: true },
      { annualRatePercent: 6 },
      'not json',
      { ...DEARER, counties: Array.from({ length: 101 }, () => collier) },
    ];
    for (const body of bad) {
      const response = await app.request(SETTINGS, jsonAs('admin', 'PUT', body));
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const rate = await app.request(SETTINGS, jsonAs('admin', 'PUT', { ...DEARER, annualRatePercent: 45 }));
    expect(((await rate.json()) as { issues: { field: string }[] }).issues.map((issue) => issue.field)).toEqual([
      'annualRatePercent',
    ]);
    const stored = (await (await app.request(SETTINGS, { headers: as('admin') })).json()) as MonthlyCostSettings;
    expect(stored).toEqual(DEFAULT_MONTHLY_COST_SETTINGS);
  });
});
