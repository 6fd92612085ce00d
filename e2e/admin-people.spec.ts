import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, openAdmin, searchAdminList, signInAsAdmin } from './support.ts';

const AGENT = 'Marisol Testa';
const QUOTE = 'They sold our Estero villa in nine days and handled every inspection for us.';

async function search(page: Page, label: string, text: string, count: string): Promise<void> {
  await searchAdminList(page, label, text);
  await expect(page.getByText(count, { exact: true })).toBeVisible();
}

async function confirmDelete(page: Page, itemLabel: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${itemLabel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${itemLabel}?` });
  // A deleted record goes to the Trash (ADR 0038).
  await expect(dialog).toContainText('It goes to the Trash, where it can be restored for 30 days.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Moved ${itemLabel} to the Trash.`)).toBeVisible();
}

test.describe('admin agents and about-us pages', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await signInAsAdmin(page);
  });

  test('create, edit and delete an agent: errors keep what was typed, and the team pages show each change; axe clean', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/agents', 'Agents');
    await expect(page.getByText(/^\d+ agents$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New agent' }).click();
    const form = page.getByRole('dialog', { name: 'New agent' });
    await form.getByLabel('Email').fill('marisol@example');
    await form.getByRole('button', { name: 'Add agent' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Enter an email address, e.g. name@example.com')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('marisol@example');
    await expectNoAxeViolations(page);

    await form.getByLabel('Name').fill(AGENT);
    await form.getByRole('button', { name: 'Make from name' }).click();
    await expect(form.getByLabel('Slug')).toHaveValue('marisol-testa');
    await form.getByLabel('Job title').fill('Realtor®, Estero Specialist');
    await form.getByLabel('Phone').fill('(239) 555-0199');
    await form.getByLabel('Email').fill('marisol@palmetto.example');
    await form.getByLabel('Florida licence number').fill('SL3391234');
    await form.getByLabel('Bio').fill('Marisol grew up in Estero and sells homes along the river.');
    await form.getByRole('button', { name: 'Add agent' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(`Added the agent ${AGENT}.`)).toBeVisible();

    await page.goto('/about/meet-our-agents');
    await expect(page.getByRole('link', { name: new RegExp(AGENT) }).first()).toBeVisible();

    await openAdmin(page, '/admin/agents', 'Agents');
    await search(page, 'Search agents', 'marisol', '1 agent');
    await page.getByRole('button', { name: `Edit the agent ${AGENT}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit the agent ${AGENT}` });
    await edit.getByLabel('Job title').fill('Broker Associate, Estero');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved the agent ${AGENT}.`)).toBeVisible();

    await page.goto('/about/meet-our-agents/marisol-testa');
    await expect(page.getByRole('heading', { level: 1, name: AGENT })).toBeVisible();
    await expect(page.getByText('Broker Associate, Estero').first()).toBeVisible();

    await openAdmin(page, '/admin/agents', 'Agents');
    await search(page, 'Search agents', 'marisol', '1 agent');
    await confirmDelete(page, `the agent ${AGENT}`);
    await expect(page.getByText('0 agents', { exact: true })).toBeVisible();
    expect((await page.goto('/about/meet-our-agents/marisol-testa'))?.status()).toBe(404);
  });

  test('create, edit and delete a testimonial and see it on the testimonials page; axe clean', async ({ page }) => {
    await openAdmin(page, '/admin/about-us/testimonials', 'Testimonials');
    await expect(page.getByText(/^\d+ testimonials$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New testimonial' }).click();
    const form = page.getByRole('dialog', { name: 'New testimonial' });
    await form.getByLabel("Author's name").fill('Odette and Rafe Lind');
    await form.getByLabel('Place', { exact: true }).fill('Sold in Estero');
    await form.getByLabel('Quote').fill(QUOTE);
    await form.getByLabel('Sort order').fill('0');
    await form.getByRole('button', { name: 'Add testimonial' }).click();
    await expect(page.getByText('Added the testimonial from Odette and Rafe Lind')).toBeVisible();

    await page.goto('/about/testimonials');
    await expect(page.getByText(QUOTE)).toBeVisible();

    await openAdmin(page, '/admin/about-us/testimonials', 'Testimonials');
    await search(page, 'Search testimonials', 'odette', '1 testimonial');
    await page.getByRole('button', { name: 'Edit the testimonial from Odette and Rafe Lind' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the testimonial from Odette and Rafe Lind' });
    await edit.getByLabel('Quote').fill(`${QUOTE} Highly recommended.`);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved the testimonial from Odette and Rafe Lind')).toBeVisible();

    await page.goto('/about/testimonials');
    await expect(page.getByText(`${QUOTE} Highly recommended.`)).toBeVisible();

    await openAdmin(page, '/admin/about-us/testimonials', 'Testimonials');
    await search(page, 'Search testimonials', 'odette', '1 testimonial');
    await confirmDelete(page, 'the testimonial from Odette and Rafe Lind');
    await page.goto('/about/testimonials');
    await expect(page.getByText(QUOTE)).toHaveCount(0);
  });

  test('edit an about page and see it on the site; every about-us admin page is axe clean', async ({ page }) => {
    await openAdmin(page, '/admin/about-us', 'About us pages');
    await expect(page.getByRole('link', { name: 'Amelia Delgado' })).toBeVisible();
    await expectNoAxeViolations(page);

    await openAdmin(page, '/admin/about-us/our-brokerage', 'Our brokerage');
    const intro = 'Two brokers, one standard: every client hears from us within the hour.';
    await page.getByLabel('Introduction').fill(intro);
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText(/^Saved the page /)).toBeVisible();
    await page.goto('/about/our-brokerage');
    await expect(page.getByText(intro).first()).toBeVisible();

    for (const [path, heading] of [
      ['/admin/about-us/our-brokerage', 'Our brokerage'],
      ['/admin/about-us/sales-results', 'Sales results'],
      ['/admin/about-us/areas-of-service', 'Areas of service'],
      ['/admin/about-us/broker-amelia-delgado', 'Broker page of Amelia Delgado'],
    ] as const) {
      await openAdmin(page, path, heading);
      await expect(page.getByRole('button', { name: 'Save page' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
