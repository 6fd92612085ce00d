import { expect, test } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin } from './support.ts';

test.describe('admin: keyboard and honest forms', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('the first Tab reaches a skip link that moves the focus to the content; the admin has one banner', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/agents', 'Agents');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to the content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('a founding year of 20099 is refused with the rule, not saved as 2100', async ({ page }) => {
    await openAdmin(page, '/admin/seo-aeo', 'SEO & Answer Engines');
    const year = page.getByLabel('Founding year');
    await year.fill('20099');
    await year.blur();
    await expect(year).toHaveValue('20099');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Founding year must be a year from 1800 to 2100')).toBeVisible();
  });

  test('a footer link cannot be put in column 5: the footer shows 4 columns', async ({ page }) => {
    await openAdmin(page, '/admin/footer-links', 'Footer links');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New footer link' });
    await expect(dialog.getByText('The footer shows 4 columns')).toBeVisible();
    await dialog.getByLabel('Column', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
  });

  test('the contact statuses read at AA contrast (the "Contacted" badge was 2.68:1)', async ({ page }) => {
    const sent = await page.request.post('/api/contact', {
      data: {
        topic: 'selling',
        name: 'Contrast Check',
        email: 'contrast@example.com',
        phone: null,
        message: 'Please call me back about our villa.',
        listingId: null,
        preferredTime: null,
        consent: true,
        sourcePath: '/contact-us',
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const list = (await (await page.request.get('/api/admin/contacts?search=Contrast')).json()) as {
      items: { id: string }[];
    };
    const id = list.items[0]?.id ?? '';
    expect((await page.request.put(`/api/admin/contacts/${id}`, { data: { status: 'contacted' } })).status()).toBe(200);
    await openAdmin(page, '/admin/contacts', 'Contact submissions');
    await expect(page.getByText('Contacted', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
