import { expect, test } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin, waitForHydration } from './support.ts';

const EDITOR = { email: 'lena.editor@palmetto.example', password: 'Estero-Bay-2027' } as const;

test.describe('admin users', () => {
  test('an admin invites an editor, who sets a password from the mailed link and may manage content only', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await openAdmin(page, '/admin/users', 'Users');
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Invite or add a user' }).click();
    await page.getByRole('dialog').getByLabel('Email address').fill(EDITOR.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invited ${EDITOR.email}`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(EDITOR.email) })).toContainText('Editor');

    const invitations = (await (await page.request.get('/api/admin/users/invitations')).json()) as {
      items: { to: string; text: string }[];
    };
    const link = /https?:\/\/\S+\/reset-password\?code=\S+/.exec(
      invitations.items.find((mail) => mail.to === EDITOR.email)?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();

    const editorContext = await browser.newContext();
    const editor = await editorContext.newPage();
    await editor.goto(link ?? '');
    await waitForHydration(editor);
    await editor.getByLabel('New password').fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Save the new password' }).click();
    await expect(editor.getByRole('heading', { name: 'Password saved' })).toBeVisible();
    await editor.request.post('/api/auth/sign-out');

    await editor.goto('/admin-console-login');
    await waitForHydration(editor);
    await editor.getByLabel('Email').fill(EDITOR.email);
    await editor.getByRole('textbox', { name: 'Password', exact: true }).fill(EDITOR.password);
    await editor.getByRole('button', { name: 'Sign in' }).click();
    await expect(editor).toHaveURL(/\/admin$/);
    await waitForHydration(editor);
    await editor.goto('/admin/agents');
    await expect(editor.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
    await waitForHydration(editor);
    await expect(editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await editor.goto('/admin/footer-links');
    await expect(editor).toHaveURL(/\/not-authorized$/);
    expect((await editor.request.get('/api/admin/footer-links')).status()).toBe(403);
    await editorContext.close();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('row', { name: new RegExp(EDITOR.email) })).not.toContainText('Never');
    await page.getByRole('button', { name: `Delete the account ${EDITOR.email}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row', { name: new RegExp(EDITOR.email) })).toHaveCount(0);
  });
});
