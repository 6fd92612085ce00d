import { expect, test, type Page } from './test.ts';
import { openAdmin, signInAsAdmin, waitForHydration } from './support.ts';

const ASK = 'Discard your changes?';

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });

test.describe('admin: no lost work', () => {
  test.beforeEach(async ({ page }) => signInAsAdmin(page));

  test('a sidebar click away from changed SEO settings asks first; keep editing stays, discard leaves', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/seo-aeo', 'SEO & answer engines');
    await page.getByLabel('Site name').fill('Palmetto typing that is not saved');
    await sidebarLink(page, 'Agents').click();
    const ask = page.getByRole('dialog', { name: ASK });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/seo-aeo$/);
    await expect(page.getByLabel('Site name')).toHaveValue('Palmetto typing that is not saved');

    await sidebarLink(page, 'Agents').click();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  });

  test('Esc, a click outside and Cancel on a changed drawer ask first; an untouched drawer closes at once', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/agents', 'Agents');
    await page.getByRole('button', { name: 'New agent' }).click();
    const drawer = page.getByRole('dialog', { name: 'New agent' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'New agent' }).click();
    await drawer.getByLabel('Name').fill('Half-typed Agent');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: ASK });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(drawer.getByLabel('Name')).toHaveValue('Half-typed Agent');

    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(drawer).toBeVisible();

    await page.mouse.click(10, 300);
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Discard changes' }).click();
    await expect(drawer).toBeHidden();
    await expect(ask).toBeHidden();
  });

  test('reloading or closing a changed page asks the browser to confirm; dismissed, the typing stays', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/about-us/our-brokerage', 'Our brokerage');
    await page.getByLabel('Introduction').fill('Typed and not saved');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    const dialog = page.waitForEvent('dialog');
    // Closing the tab runs the same beforeunload handler as a reload does.
    await page.close({ runBeforeUnload: true });
    const asked = await dialog;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Introduction')).toHaveValue('Typed and not saved');
  });

  test('an untouched page reloads without a question', async ({ page }) => {
    await openAdmin(page, '/admin/about-us/our-brokerage', 'Our brokerage');
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.accept();
    });
    await page.reload();
    await waitForHydration(page);
    expect(asked).toBe(false);
  });

  test('an agent bio typed and lost in a reload is offered back from the local draft, and restored', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/agents', 'Agents');
    await page
      .getByRole('button', { name: /^Edit the agent / })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: /^Edit the agent / });
    const bio = drawer.getByLabel('Bio');
    const typed = 'A bio being rewritten when the laptop ran out of battery.';
    await bio.fill(typed);
    // The draft is written once the typing pauses.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('admin-draft:agents:'))))
      .toHaveLength(1);

    page.once('dialog', (asked) => void asked.accept());
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /^Edit the agent / })
      .first()
      .click();
    await expect(drawer.getByText('A draft was kept in this browser')).toBeVisible();
    await expect(drawer.getByLabel('Bio')).not.toHaveValue(typed);
    await drawer.getByRole('button', { name: 'Restore the draft' }).click();
    await expect(drawer.getByLabel('Bio')).toHaveValue(typed);
    await expect(drawer.getByText('A draft was kept in this browser')).toBeHidden();
  });
});
