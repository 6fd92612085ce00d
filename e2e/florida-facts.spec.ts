import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface FloridaListing {
  ListingId: string;
  SubdivisionName: string | null;
  GulfAccessYN: boolean | null;
  BridgesToOpenWaterYN: boolean | null;
  FloodZone: string | null;
  FloodZoneSource: string | null;
}

async function listingsOf(page: Page, subdivision: string): Promise<FloridaListing[]> {
  const answer = await page.request.get(`/api/corelogic/properties?subdivision=${encodeURIComponent(subdivision)}`);
  return ((await answer.json()) as { value: FloridaListing[] }).value;
}

const cards = (page: Page) => page.locator('a[data-listing-id]');

test.describe('Southwest Florida facts on a listing and in search', () => {
  test('a Port Royal home shows its water and boating facts and its flood zone in plain words', async ({ page }) => {
    const home = (await listingsOf(page, 'Port Royal')).find((listing) => listing.GulfAccessYN === true);
    expect(home, 'the demo data has a Port Royal home with gulf access').toBeDefined();
    expect(home?.BridgesToOpenWaterYN).toBe(false);
    await page.goto(`/properties/${home?.ListingId}`);
    await waitForHydration(page);

    const water = page.getByRole('region', { name: 'Water and boating' });
    await expect(water).toContainText('Gulf access');
    await expect(water).toContainText('No bridges to open water');
    const flood = page.getByRole('region', { name: 'Flood and storm' });
    await expect(flood).toContainText('Flood zone');
    await expect(flood).toContainText(home?.FloodZone ?? 'a flood zone');
    await expectNoAxeViolations(page);
  });

  test('the gulf-access filter narrows the search, stays in the address and shows as a chip', async ({ page }) => {
    await page.goto('/search?city=Naples');
    await waitForHydration(page);
    await expect(page.getByTestId('result-count')).toHaveText(/\d/);
    const before = await page.getByTestId('result-count').textContent();
    await page.goto('/search?city=Naples&gulfAccess=1');
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Gulf access');
    await expect(page.getByTestId('result-count')).toHaveText(/\d/);
    const after = await page.getByTestId('result-count').textContent();
    const count = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, '').slice(0, 7));
    expect(count(after)).toBeGreaterThan(0);
    expect(count(after)).toBeLessThan(count(before));
    await expect(page).toHaveURL(/gulfAccess=1/);

    const firstId = await cards(page).first().getAttribute('data-listing-id');
    const listing = (await (await page.request.get(`/api/corelogic/property/${firstId}`)).json()) as FloridaListing;
    expect(listing.GulfAccessYN).toBe(true);
  });
});
