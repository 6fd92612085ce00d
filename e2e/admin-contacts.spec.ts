import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin, waitForHydration } from './support.ts';

const NAME = 'Rosa Whitcombe';
const MESSAGE = 'We are moving to Naples in June and want a pool home near the beach. =SUM(A1) is not a formula.';

async function sendContactMessage(page: Page): Promise<void> {
  await page.goto('/contact-us');
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Send us a message' });
  await form.getByLabel(/^Name/).fill(NAME);
  await form.getByLabel(/^Email/).fill('rosa.whitcombe@example.com');
  await form.getByLabel('What can we help with?').selectOption('buying');
  await form.getByLabel(/^Message/).fill(MESSAGE);
  await form.getByLabel(/I agree to be contacted/).check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText(`Thank you, ${NAME}.`);
}

test.describe('admin contact submissions', () => {
  test('a message sent on the public site is listed, followed up (status, note), exported as CSV and deleted; axe clean', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await sendContactMessage(page);
    await signInAsAdmin(page);
    await openAdmin(page, '/admin/contacts', 'Contact submissions');
    const row = page.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('Buying');
    await expect(row).toContainText('New');
    await expectNoAxeViolations(page);

    await page.getByLabel('Status').first().click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect(page.getByText('0 submissions')).toBeVisible();
    await page.getByLabel('Status').first().click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect(page.getByLabel('Status').first()).toHaveValue('');
    await page.getByLabel('Search name, email, phone or message').fill('POOL HOME');
    await expect(page.getByText('1 submission')).toBeVisible();

    await page.getByRole('button', { name: `Open the message from ${NAME}` }).click();
    const panel = page.getByRole('dialog', { name: `Message from ${NAME}` });
    await expect(panel).toContainText(MESSAGE);
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByText('Please write the note')).toBeVisible();
    await panel.getByLabel('Add a note').fill('Called Rosa; showing three pool homes on Saturday.');
    await panel.getByRole('button', { name: 'Add note' }).click();
    await expect(panel.getByText('Called Rosa; showing three pool homes on Saturday.')).toBeVisible();
    await panel.getByRole('radio', { name: 'Contacted' }).check();
    await expect(page.getByText('Marked as Contacted.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row).toContainText('Contacted');

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[0]).toMatch(/^\uFEFF?Received \(ET\),Status,Topic,Name,Email/);
    expect(csv[1]).toContain(`contacted,Buying,${NAME},rosa.whitcombe@example.com`);

    await page.getByRole('button', { name: `Open the message from ${NAME}` }).click();
    await page.getByRole('button', { name: `Delete the message from ${NAME}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the message from ${NAME}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('0 submissions')).toBeVisible();
  });
});
