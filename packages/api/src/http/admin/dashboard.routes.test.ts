import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@app/domain';
import { exampleContactSubmission } from '@app/testing';
import { as, createAdminTestApp, jsonAs } from './admin-test-kit.ts';

const browser = {
  method: 'GET',
  status: 200,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
  purpose: null,
};

describe('admin dashboard route', () => {
  it('refuses a visitor with 401', async () => {
    expect((await createAdminTestApp().app.request('/api/admin/dashboard')).status).toBe(401);
  });

  it('shows the counts, the new submissions, page views of public pages and the listing data freshness', async () => {
    const { app, services, listings } = createAdminTestApp();
    const first = await services.receiveContactSubmission(exampleContactSubmission({ name: 'First' }));
    await services.receiveContactSubmission(exampleContactSubmission({ name: 'Second' }));
    await app.request(`/api/admin/contacts/${first.id}`, jsonAs('admin', 'PUT', { status: 'contacted' }));
    const [viewed] = await listings.find({ limit: 1 });
    for (const path of ['/', '/search?city=Naples', '/search', '/admin', `/properties/${viewed?.ListingId ?? ''}`])
      void services.recordPageView({ ...browser, path });
    void services.recordPageView({ ...browser, path: '/', userAgent: 'Googlebot/2.1' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    const dashboard = (await (
      await app.request('/api/admin/dashboard', { headers: as('admin') })
    ).json()) as AdminDashboard;

    expect(dashboard.counts).toEqual({
      listings: (await listings.freshness()).count,
      agents: 0,
      articles: 0,
      communities: 0,
      newContactSubmissions: 1,
    });
    expect(dashboard.contactStatusCounts).toEqual({ new: 1, contacted: 1, closed: 0 });
    expect(dashboard.newestContactSubmissions.map((item) => item.name)).toEqual(['Second']);
    expect(dashboard.recentChanges?.map((entry) => entry.entity)).toEqual(['contact_submissions']);
    expect(dashboard.pageViews.total).toBe(4);
    expect(dashboard.pageViews.days).toHaveLength(30);
    expect(dashboard.pageViews.topPaths[0]).toEqual({ path: '/search', views: 2 });
    expect(dashboard.pageViews.topListings).toEqual([
      { listingId: viewed?.ListingId, address: expect.stringContaining(viewed?.City ?? '') as unknown, views: 1 },
    ]);
    expect(dashboard.listingData.state).not.toBe('empty');
  });

  it('leaves the recent changes out for an editor, who may not read the audit log', async () => {
    const dashboard = (await (
      await createAdminTestApp().app.request('/api/admin/dashboard', { headers: as('editor') })
    ).json()) as AdminDashboard;

    expect(dashboard.recentChanges).toBeNull();
  });
});

describe('admin market activity export', () => {
  it('answers the figures of a city by month as CSV, and 404 for a city without data', async () => {
    const { app } = createAdminTestApp();

    const response = await app.request('/api/admin/market-activity/export.csv?city=naples&months=6', {
      headers: as('editor'),
    });
    const lines = (await response.text()).trim().split('\r\n');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="market-activity-naples-6-months.csv"',
    );
    expect(lines[0]).toBe(
      'Area,Month,Homes for sale,New listings,Went under contract,Sold,Median list price,Median sold price,Median days on market,Months of supply,Sale-to-list ratio,Median price per sq ft',
    );
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^Naples,\d{4}-\d{2},\d+,/);
    expect(
      (await app.request('/api/admin/market-activity/export.csv?city=Atlantis', { headers: as('editor') })).status,
    ).toBe(404);
    expect((await app.request('/api/admin/market-activity/export.csv')).status).toBe(401);
  });
});
