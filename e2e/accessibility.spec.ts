import { test } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/', '/no-such-page', '/about', '/search', '/not-authorized', '/admin', '/admin-console-login']) {
    test(`${path} has no violations`, async ({ page }) => {
      if (path === '/admin') await signInAsAdmin(page);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  }

  test('the home page is usable by keyboard with a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await test.expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    test.expect(outline).not.toBe('none');
  });
});
