import { expect, test, type Page } from './test.ts';
import { ADMIN_ROUTES, PUBLIC_ROUTES, signInAsAdmin } from './support.ts';

/**
 * Opens each route in turn in one page (one browser page and, for the admin, one sign-in, rather than one per route:
 * each costs the two-core CI machine about a second) and checks each, a step per route, so a failure names its route
 * and the routes after it are still checked.
 */
async function expectEachRouteRendered(page: Page, routes: readonly string[]): Promise<void> {
  for (const path of routes) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect.soft(page, path).toHaveTitle(/Palmetto Realty Group/);
    });
  }
}

test.describe('every route of the spec', () => {
  test(`each of the ${String(PUBLIC_ROUTES.length)} public routes renders its page with a title`, async ({ page }) => {
    test.setTimeout(PUBLIC_ROUTES.length * 10_000);
    await expectEachRouteRendered(page, PUBLIC_ROUTES);
  });

  test(`each of the ${String(ADMIN_ROUTES.length)} admin routes renders its page with a title`, async ({ page }) => {
    test.setTimeout(ADMIN_ROUTES.length * 10_000);
    await signInAsAdmin(page);
    await expectEachRouteRendered(page, ADMIN_ROUTES);
  });
});
