import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

test.describe('phone width', () => {
  test('the menu button opens a drawer without Contact Us that closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await expect(drawer.getByRole('link')).toHaveText(['Home', 'Search', 'Communities', 'Resources', 'About Us']);
    await expect(page.locator('header[data-appearance]')).toHaveAttribute('data-appearance', 'solid');
    await drawer.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(drawer).toBeHidden();
  });

  test('the home page fits the screen and has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('the 404 screen works on a phone', async ({ page }) => {
    const response = await page.goto('/missing-on-phone');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: 'Search Properties' })).toBeVisible();
  });
});
