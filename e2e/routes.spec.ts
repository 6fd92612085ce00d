import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES, signInAsAdmin } from './support.ts';

test.describe('every route of the spec', () => {
  for (const path of [...PUBLIC_ROUTES, ...ADMIN_ROUTES]) {
    test(`${path} renders its page with a title`, async ({ page }) => {
      if (ADMIN_ROUTES.includes(path)) await signInAsAdmin(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/Palmetto Realty Group/);
    });
  }
});
