import { expect, test } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin, waitForHydration } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('admin at 390 px: redirects, users, the discard question', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  for (const [path, heading] of [
    ['/admin/redirects', 'Redirects'],
    ['/admin/users', 'Users'],
  ] as const)
    test(`${path} fits a phone and is axe clean`, async ({ page }) => {
      await openAdmin(page, path, heading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });

  test('the discard question on a changed drawer is axe clean and fits', async ({ page }) => {
    await page.goto('/admin/agents');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'New agent' }).click();
    await page.getByRole('dialog', { name: 'New agent' }).getByLabel('Name').fill('Phone typing');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Discard changes' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test('a list is a stack of cards on a phone, each row’s actions on screen and labelled by its column', async ({
    page,
  }) => {
    await page.goto('/admin/articles');
    await waitForHydration(page);
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    // Scrolled to (the card's tick box comes first and may push its actions below the fold): then wholly on screen,
    // not off to the side of a table that scrolls sideways.
    await firstRow.getByRole('link', { name: /^Edit / }).evaluate((link) => link.scrollIntoView({ block: 'center' }));
    await expect(firstRow.getByRole('link', { name: /^Edit / })).toBeInViewport({ ratio: 1 });
    const edit = await firstRow.getByRole('link', { name: /^Edit / }).boundingBox();
    expect((edit?.x ?? 0) + (edit?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(edit?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expect(firstRow.locator('td[data-label="Status"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
