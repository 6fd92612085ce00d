import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

test('on a phone the market page fits the screen, switches city and stays accessible', async ({ page }) => {
  test.slow();
  await page.goto('/resources/market-activity');
  await waitForHydration(page);

  await expect(page.getByTestId('market-summary')).toContainText('Southwest Florida had');
  await expect(page.getByTestId('inventory-chart').locator('svg.recharts-surface').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const [first, second] = await page.getByTestId('market-headlines').locator(':scope > div').all();
  expect((await first?.boundingBox())?.y).toBe((await second?.boundingBox())?.y);

  await page.getByLabel('City', { exact: true }).selectOption('Fort Myers');
  await expect(page).toHaveURL(/city=Fort\+Myers|city=Fort%20Myers/);
  await expect(page.getByTestId('market-summary')).toContainText('Fort Myers had');

  await expectNoAxeViolations(page);
});
