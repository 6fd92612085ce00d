import { expect, test } from './test.ts';
import { signInAsAdmin } from './support.ts';

test.describe('Page Not Found', () => {
  for (const path of [
    '/no-such-page',
    '/properties/closed/extra/segments',
    '/resources/not-our-team-articles',
    '/admin/docs/help/no-such-doc',
  ]) {
    test(`${path} answers 404 with the Page Not Found screen`, async ({ page }) => {
      if (path.startsWith('/admin')) await signInAsAdmin(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    });
  }

  test('shows the exact texts, the beach-house image and the three buttons', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByText("Sorry, we can't find the page you're looking for. It may have moved or no longer exists."),
    ).toBeVisible();
    await expect(page.getByText("Let's get you back on track:")).toBeVisible();
    const image = page.getByRole('img', { name: /beach house/i });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Home', exact: true }).last()).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Search Properties' })).toHaveAttribute('href', '/search');
    await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/contact-us');
  });

  test('unknown API paths answer a JSON 404 naming the path', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: 'Page not found: /api/nothing-here' });
  });
});
