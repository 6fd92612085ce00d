import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, searchAdminList, signInAsAdmin, waitForHydration } from './support.ts';

const TEXT = 'Hurricane season guide';

async function openFooterLinks(page: Page): Promise<void> {
  await signInAsAdmin(page);
  await openAdmin(page, '/admin/footer-links', 'Footer links');
  await expect(page.getByText(/^\d+ links?$/)).toBeVisible();
}

function publicFooter(page: Page) {
  return page.locator('footer').getByRole('navigation', { name: 'Footer' });
}

test.describe('admin footer links', () => {
  test('lists the links with the exact count, searches link text without regard to case, filters shown links; axe clean', async ({
    page,
    request,
  }) => {
    await openFooterLinks(page);
    const { data } = (await (await request.get('/api/footer/links')).json()) as { data: { link_text: string }[] };
    const count = Number((await page.getByText(/^\d+ links?$/).textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThanOrEqual(data.length);
    await expectNoAxeViolations(page);

    const sample = data[0]?.link_text ?? '';
    await page.getByLabel('Search link text').fill(sample.toUpperCase());
    await expect(page.getByRole('row').filter({ hasText: sample }).first()).toBeVisible();
    await expect(page.getByText(/^\d+ links?$/)).not.toHaveText(`${count} links`);

    await page.getByLabel('Search link text').fill('');
    await page.getByLabel('Links on the site only').check();
    await expect(page.getByText(`${data.length} links`)).toBeVisible();
  });

  test('create, edit and delete a link: errors keep what was typed, and the public footer shows each change', async ({
    page,
  }) => {
    await openFooterLinks(page);

    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New footer link' });
    await dialog.getByLabel('Link URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog.getByText('Link text is required')).toBeVisible();
    await expect(dialog.getByText(/Link URL must be a path starting with \//)).toBeVisible();
    await expect(dialog.getByLabel('Link URL')).toHaveValue('javascript:alert(1)');

    await dialog.getByLabel('Link text').fill(TEXT);
    await dialog.getByLabel('Link URL').fill('/resources');
    await dialog.getByLabel('Link URL').press('Escape');
    await dialog.getByLabel('Column', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveText(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    await page.getByRole('option', { name: 'Column 2' }).click();
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Added the link "${TEXT}".`)).toBeVisible();

    await page.goto('/');
    await expect(publicFooter(page).getByRole('link', { name: TEXT })).toHaveAttribute('href', '/resources');

    await page.goto('/admin/footer-links');
    await waitForHydration(page);
    await searchAdminList(page, 'Search link text', 'hurricane season');
    await page.getByRole('button', { name: `Edit ${TEXT}` }).click();
    const editDialog = page.getByRole('dialog', { name: `Edit "${TEXT}"` });
    await editDialog.getByLabel('Link text').fill(`${TEXT} 2026`);
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('row').filter({ hasText: `${TEXT} 2026` })).toBeVisible();

    await page.goto('/about');
    await expect(publicFooter(page).getByRole('link', { name: `${TEXT} 2026` })).toBeVisible();

    await page.goto('/admin/footer-links');
    await waitForHydration(page);
    await searchAdminList(page, 'Search link text', 'hurricane season');
    await page.getByRole('button', { name: `Delete the link "${TEXT} 2026"` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByRole('heading', { name: `Delete the link "${TEXT} 2026"?` })).toBeVisible();
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('0 links')).toBeVisible();

    await page.goto('/contact-us');
    await expect(publicFooter(page).getByRole('link', { name: `${TEXT} 2026` })).toHaveCount(0);
  });
});
