import { expect, test, type Browser, type Page } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

/** An admin of this spec alone, so changing its password leaves the e2e admin of the other specs alone. */
const OWNER = { email: 'sessions.owner@palmetto.example', password: 'Gulf-Shore-2026' } as const;
const NEW_PASSWORD = 'Sanibel-Sunset-2027';

async function signInThroughTheForm(browser: Browser, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin-console-login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

test.describe('sessions', () => {
  test('changing the password asks for the current one and sends the other browser to sign in', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/users', { data: { ...OWNER, role: 'admin' } });
    expect(created.status(), await created.text()).toBe(201);

    const laptop = await signInThroughTheForm(browser, OWNER.password);
    await expect(laptop).toHaveURL(/\/admin$/);
    const phone = await signInThroughTheForm(browser, OWNER.password);
    await expect(phone).toHaveURL(/\/admin$/);
    await waitForHydration(laptop);

    await laptop.getByRole('button', { name: 'Change password' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Change your password' });
    await dialog.getByLabel('Current password').fill('Not-The-Password-1');
    await dialog.getByLabel('New password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toContainText('Your current password is not right, so the password was not changed.');
    await phone.goto('/admin/agents');
    await expect(phone.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();

    await dialog.getByLabel('Current password').fill(OWNER.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('status')).toContainText('Every other browser signed in as you has been signed out');
    await expectNoAxeViolations(laptop);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await phone.goto('/admin/articles');
    await expect(phone).toHaveURL(/\/admin-console-login$/);
    expect((await phone.request.get('/api/admin/footer-links')).status()).toBe(401);

    await laptop.goto('/admin/articles');
    await expect(laptop.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();

    const withOld = await signInThroughTheForm(browser, OWNER.password);
    await expect(withOld.getByRole('alert')).toContainText('Invalid login credentials');
    const withNew = await signInThroughTheForm(browser, NEW_PASSWORD);
    await expect(withNew).toHaveURL(/\/admin$/);
  });
});
