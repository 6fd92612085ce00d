import { expect, test } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

test.describe('where leads come from', () => {
  test('a visitor from the newsletter sends a message from another page; the inbox and the dashboard say it came by e-mail; axe clean', async ({
    page,
  }) => {
    const name = `Lena Okafor ${String(Date.now())}`;
    await page.goto('/communities?utm_source=Newsletter&utm_medium=email&utm_campaign=November-Market', {
      referer: 'https://mail.example.net/',
    });
    await waitForHydration(page);
    // A client-side navigation keeps the visit's attribution: it lives in the page, not in a cookie.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Email/).fill('lena.okafor@example.com');
    await form.getByLabel('What can we help with?').selectOption('buying');
    await form.getByLabel(/^Message/).fill('Your November market update was useful. Can we see condos in Naples?');
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you');
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ value: /newsletter/i }));

    // The team reads it (in the same browser: the visitor's part is done).
    const admin = page;
    await signInAsAdmin(admin);
    await admin.goto('/admin/contacts?channel=email');
    await waitForHydration(admin);
    const row = admin.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('E-mail');
    await row.getByRole('button', { name: `Open the message from ${name}` }).click();
    await expect(admin.getByRole('dialog')).toContainText(
      'E-mail (newsletter / email, “november-market”, from mail.example.net, landed on /communities)',
    );
    await expectNoAxeViolations(admin);

    await admin.goto('/admin');
    await waitForHydration(admin);
    const panel = admin.getByRole('region', { name: 'New contact submissions' });
    await expect(panel.getByRole('heading', { name: 'Leads by source, last 30 days' })).toBeVisible();
    await panel.getByRole('link', { name: 'E-mail' }).click();
    await expect(admin).toHaveURL(/\/admin\/contacts\?channel=email/);
    await expect(admin.getByRole('row').filter({ hasText: name })).toBeVisible();
  });
});
