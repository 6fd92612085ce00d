import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

/** An editor of this spec alone, so its changes leave the e2e admin of the other specs alone. */
const OWNER = { email: 'account.owner@palmetto.example', password: 'Gulf-Shore-2026' } as const;

async function signInThroughTheForm(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin-console-login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

test.describe('My account', () => {
  test('changes the name shown in the header and refuses an e-mail change with a wrong current password', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    const created = await page.request.post('/api/admin/users', { data: { ...OWNER, role: 'editor' } });
    expect(created.status(), await created.text()).toBe(201);

    const owner = await signInThroughTheForm(browser);
    await waitForHydration(owner);
    await owner.getByRole('link', { name: 'My account' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

    const nameForm = owner.getByRole('form', { name: 'Your name' });
    await nameForm.getByLabel('Name').fill('Maria Lopez');
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await expect(owner.getByRole('banner').getByText('Maria Lopez · editor')).toBeVisible();

    const emailForm = owner.getByRole('form', { name: 'Email address' });
    await emailForm.getByLabel('New email address').fill('maria.lopez@palmetto.example');
    await emailForm.getByLabel('Current password').fill('Not-The-Password-1');
    await emailForm.getByRole('button', { name: 'Change email address' }).click();
    await expect(emailForm).toContainText('Your current password is not right, so the email address was not changed.');

    await owner.reload();
    await expect(owner.getByRole('banner').getByText('Maria Lopez · editor')).toBeVisible();
    await expect(owner.getByRole('form', { name: 'Email address' }).getByLabel('Current email address')).toHaveValue(
      OWNER.email,
    );
  });

  test('is axe clean at desktop and phone width, and every control is reached by keyboard with visible focus', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/account');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change password' }).last()).toBeVisible();
      await expectNoAxeViolations(page);
    }
    const wanted = ['Name', 'Save name', 'New email address', 'Current password', 'Change email address'];
    const reached = new Set<string>();
    for (let step = 0; step < 60 && reached.size < wanted.length; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (element === null) return null;
        const style = getComputedStyle(element);
        const label =
          element.id === '' ? '' : (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '');
        return {
          name: (label || element.textContent || '').replace('*', '').trim(),
          visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
        };
      });
      if (focused !== null && wanted.includes(focused.name) && focused.visible) reached.add(focused.name);
    }
    expect([...reached].sort()).toEqual([...wanted].sort());
  });
});
