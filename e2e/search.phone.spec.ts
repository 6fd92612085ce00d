import { expect, test } from './test.ts';
import { waitForHydration } from './support.ts';

test('on a phone the filters open in a drawer and apply to the address', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.getByRole('form', { name: 'Search filters' })).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('switch', { name: 'Private pool' }).click();
  await expect(page).toHaveURL(/pool=1/);
  await expect(drawer.getByRole('switch', { name: 'Private pool' })).toBeChecked();
  await drawer.getByRole('button', { name: /^Show [\d,]+ homes$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Private pool');
});
