import { expect, test } from './test.ts';
import { waitForHydration, signInAsAdmin } from './support.ts';

test.describe('site chrome', () => {
  test('the top bar is transparent at the top of the home page and solid blue after scrolling past 50 px', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.locator('header[data-appearance]');
    await expect(bar).toHaveAttribute('data-appearance', 'transparent');
    await expect(bar).toHaveCSS('height', '64px');
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect(bar).toHaveAttribute('data-appearance', 'transparent');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(bar).toHaveAttribute('data-appearance', 'solid');
    await expect(bar).toHaveCSS('background-color', 'rgb(11, 60, 93)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-appearance', 'transparent');
  });

  for (const path of ['/search', '/search/map', '/resources/local-history/sample-article']) {
    test(`the top bar is forced solid on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('header[data-appearance]')).toHaveAttribute('data-appearance', 'solid');
    });
  }

  for (const path of ['/resources', '/communities']) {
    test(`the top bar is transparent at the top of ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('header[data-appearance]')).toHaveAttribute('data-appearance', 'transparent');
    });
  }

  test('the top navigation lists the six sections in order and leads to them', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Search',
      'Communities',
      'Resources',
      'About Us',
      'Contact Us',
    ]);
    await nav.getByRole('link', { name: 'Communities' }).click();
    await expect(page).toHaveURL(/\/communities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Communities');
    await expect(nav.locator('[aria-current="page"]')).toHaveText(['Communities']);
  });

  test('the footer shows the brand block, tagline, phone, social links, the privacy link and the enabled links by column', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText("Southwest Florida's Premier Real Estate Team");
    await expect(footer).toContainText('Your SWFL Real Estate Experts');
    await expect(footer.getByRole('link', { name: '(239) 555-0142' })).toHaveAttribute('href', 'tel:+12395550142');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(`on ${network}$`) })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Terms of Use & Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );

    const { data } = (await (await request.get('/api/footer/links')).json()) as {
      data: { link_text: string; column: number }[];
    };
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    await expect(footerNav.getByRole('link')).toHaveText(data.map((link) => link.link_text));
  });

  test('admin pages hide the public top bar and footer', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/footer-links');
    await expect(page.getByRole('heading', { level: 1, name: 'Footer Links' })).toBeVisible();
    await expect(page.locator('header[data-appearance]')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect(adminNav).toBeVisible();
    await expect(adminNav.locator('[aria-current="page"]')).toHaveText(['Footer links']);
  });

  test('/not-authorized uses the empty layout with no chrome', async ({ page }) => {
    await page.goto('/not-authorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Not Authorized' })).toBeVisible();
    await expect(page.locator('header[data-appearance]')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
  });

  for (const path of ['/admin-console-login', '/reset-password']) {
    test(`${path} has no layout`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
    });
  }
});
