import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

test.describe('map search on a phone', () => {
  test('the map comes first with the list below it, and the filters open in a drawer', async ({ page }) => {
    await page.goto('/search/map');
    await waitForHydration(page);
    const map = page.getByRole('region', { name: /^Map of/ });
    await expect(page.locator('[data-cluster], [data-pin]').first()).toBeAttached();
    const mapBox = await map.boundingBox();
    const viewport = page.viewportSize();
    expect(mapBox?.width ?? 0).toBeGreaterThan((viewport?.width ?? 0) * 0.85);
    const firstCard = await page.locator('[data-listing-card]').first().boundingBox();
    expect(firstCard?.y ?? 0).toBeGreaterThan((mapBox?.y ?? 0) + (mapBox?.height ?? 0));

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('switch', { name: 'Waterfront' }).click();
    await expect(page).toHaveURL(/\/search\/map\?.*waterfront=1/);
    await expect(drawer.getByRole('switch', { name: 'Waterfront' })).toBeChecked();
    await drawer.getByRole('button', { name: /^Show [\d,]+ homes$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Waterfront');
    await expectNoAxeViolations(page);
  });

  test('a tap on a cluster zooms in and puts the area into the address', async ({ page }) => {
    await page.goto('/search/map');
    await waitForHydration(page);
    const cluster = page.locator('[data-cluster]').first();
    await expect(cluster).toBeAttached();
    const spot = await page.evaluate(() => {
      const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
      if (!map) return null;
      for (const element of document.querySelectorAll('[data-cluster]')) {
        const rect = element.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (
          x > map.left + 50 &&
          x < map.right - 20 &&
          y > map.top + 110 &&
          y < Math.min(map.bottom, window.innerHeight) - 30
        )
          return { x, y };
      }
      return null;
    });
    if (spot === null) throw new Error('no cluster in view');
    await page.touchscreen.tap(spot.x, spot.y);
    await expect(page).toHaveURL(/bounds=/);
  });
});
