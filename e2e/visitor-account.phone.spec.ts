import { expect, test } from './test.ts';
import { waitForHydration } from './support.ts';

test.describe('visitor accounts on a phone', () => {
  test('the heart is a 44 px target and the sign-in prompt fits the screen', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const card = page.locator('[data-listing-id]').first();
    const heart = card.locator('xpath=..').getByRole('button', { name: /^Save / });
    const box = await heart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await heart.focus();
    expect(await heart.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');

    await heart.click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to save this home' });
    await expect(dialog).toBeVisible();
    const viewport = page.viewportSize();
    const frame = await dialog.boundingBox();
    expect(frame?.x).toBeGreaterThanOrEqual(0);
    expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(viewport?.width ?? 0);
    await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
