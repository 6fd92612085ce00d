import { expect, test } from './test.ts';
import { waitForHydration } from './support.ts';

test.describe('stale build', () => {
  test('a newer build on the server reloads the page, at most once per 10 s per path', async ({ page }) => {
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.route('/builds/latest.json', (route) =>
      route.fulfill({ json: { id: 'ffffffffffff', builtAt: new Date().toISOString() } }),
    );
    await page.goto('/about');
    await waitForHydration(page);
    const before = navigations;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => navigations).toBe(before + 1);
    await waitForHydration(page);
    const checked = page.waitForResponse('**/builds/latest.json');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await checked;
    // Proves a negative: the page has its answer (a newer build) and still does not reload within 1 s.
    await expect(
      page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 1_000 }),
    ).rejects.toThrow(/Timeout/);
    expect(navigations).toBe(before + 1);
  });

  test('a map whose clustering worker is gone (a newer build) reloads the page, and the reloaded page draws its markers', async ({
    page,
  }) => {
    let documentsLoaded = 0;
    page.on('domcontentloaded', () => {
      documentsLoaded += 1;
    });
    let refused = 0;
    await page.route('**/assets/cluster-worker-*.js', async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto('/search/map');
    await expect.poll(() => documentsLoaded).toBe(2);
    await expect(page.locator('[data-cluster], [data-pin]').first()).toBeVisible();
    expect(refused).toBe(1);
  });
});
