import { expect, test } from './test.ts';
import { E2E_ADMIN, expectNoAxeViolations, waitForHydration } from './support.ts';

test.describe('admin sign-in and the route guard', () => {
  test('a visitor without a session is sent to sign in, then back to the page asked for', async ({ page, context }) => {
    await page.goto('/admin/agents?page=2');
    await expect(page).toHaveURL(/\/admin-console-login$/);
    const remembered = (await context.cookies()).find((cookie) => cookie.name === 'sb-palmetto-redirect-path');
    expect(decodeURIComponent(remembered?.value ?? '')).toBe('/admin/agents?page=2');
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin\/agents\?page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await expect(page.getByText(`${E2E_ADMIN.email} · admin`)).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sb-palmetto-redirect-path')).toBeUndefined();
    const session = cookies.find((cookie) => cookie.name === 'sb-palmetto-auth-token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  test('the guard holds however /admin is spelled: a visitor never sees the admin shell', async ({ page, baseURL }) => {
    for (const path of ['/ADMIN/users', '//admin/users', '/%61dmin/users', '/admin/../admin/users', '/Admin']) {
      const response = await page.goto(`${baseURL}${path}`);
      await expect(page, path).toHaveURL(/\/admin-console-login$/);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Admin' }), path).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Sign in' }), path).toBeVisible();
    }
  });

  test('a wrong password is refused with a message and nothing else happens', async ({ page }) => {
    await page.goto('/admin-console-login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid login credentials');
    await expect(page).toHaveURL(/\/admin-console-login$/);
  });

  test('signing out ends the session: the admin area asks to sign in again', async ({ page }) => {
    await page.goto('/admin-console-login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin-console-login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-console-login$/);
  });

  test('the admin API answers 401 without a session, and the forgot-password form answers the same for any address', async ({
    page,
    request,
  }) => {
    const refused = await request.get('/api/admin/footer-links');
    expect(refused.status()).toBe(401);
    expect((await refused.json()).error).toBe('Auth session missing!');

    await page.goto('/admin-console-login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill('nobody@palmetto.example');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If nobody@palmetto.example has an admin account');
  });
});
