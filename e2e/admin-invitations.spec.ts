import { expect, test } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

const INVITED = { email: 'noor.invited@palmetto.example', password: 'Bonita-Beach-2027' } as const;
const REVOKED = 'never.coming@palmetto.example';

test.describe('admin people: invitations', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an invitation is listed as pending, its copied link lets the person in, and it leaves the list; another is revoked', async ({
    page,
    browser,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await waitForHydration(page);
    for (const email of [INVITED.email, REVOKED]) {
      await page.getByRole('button', { name: 'Invite or add a user' }).click();
      await page.getByRole('dialog').getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await expect(page.getByText(`Invited ${email}`)).toBeVisible();
    }
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(INVITED.email, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await pending.getByRole('button', { name: `Copy link of the invitation of ${INVITED.email}` }).click();
    await expect(page.getByText(`Copied the invitation link of ${INVITED.email}.`)).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/reset-password\?code=/);

    const invitedContext = await browser.newContext();
    const invited = await invitedContext.newPage();
    await invited.goto(link);
    await waitForHydration(invited);
    await invited.getByLabel('New password').fill(INVITED.password);
    await invited.getByRole('button', { name: 'Save the new password' }).click();
    await expect(invited.getByRole('heading', { name: 'Password saved' })).toBeVisible();
    await invitedContext.close();

    await page.reload();
    await waitForHydration(page);
    await expect(pending.getByText(INVITED.email, { exact: true })).toBeHidden();

    await pending.getByRole('button', { name: `Delete the invitation of ${REVOKED}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the invitation of ${REVOKED}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(pending.getByText(REVOKED, { exact: true })).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(REVOKED) })).toHaveCount(0);
  });

  test('resetting another user’s password asks first; Cancel mails nothing', async ({ page }) => {
    await signInAsAdmin(page);
    const invited = await page.request.post('/api/admin/users', {
      data: { email: 'reset.target@palmetto.example', role: 'editor', password: 'Marco-Island-2027' },
    });
    expect(invited.status()).toBe(201);
    await page.goto('/admin/users');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Reset password of reset.target@palmetto.example' }).click();
    const ask = page.getByRole('dialog', { name: 'Reset the password of reset.target@palmetto.example?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByText('A password-reset link was mailed to reset.target@palmetto.example.')).toBeHidden();

    await page.getByRole('button', { name: 'Reset password of reset.target@palmetto.example' }).click();
    await ask.getByRole('button', { name: 'Mail the reset link' }).click();
    await expect(page.getByText('A password-reset link was mailed to reset.target@palmetto.example.')).toBeVisible();
  });
});
