import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

test.describe('contact page at phone width', () => {
  test('is reached from the footer, stacks the form over the office details and sends a message', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    const form = page.getByRole('region', { name: 'Send us a message' });
    const office = page.getByRole('region', { name: /^Visit or call / });
    const [name, email, formBox, officeBox] = await Promise.all([
      form.getByLabel(/^Name/).boundingBox(),
      form.getByLabel(/^Email/).boundingBox(),
      form.boundingBox(),
      office.boundingBox(),
    ]);
    expect(email?.y).toBeGreaterThan((name?.y ?? 0) + (name?.height ?? 0));
    expect(officeBox?.y).toBeGreaterThanOrEqual((formBox?.y ?? 0) + (formBox?.height ?? 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(office.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:\+1\d{10}$/,
    );
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Name/).fill('Luis Ortega');
    await form.getByLabel(/^Email/).fill('luis.ortega@example.com');
    await form.getByLabel('What can we help with?').selectOption('buying');
    await form.getByLabel(/^Message/).fill('Looking for a three-bedroom home in Estero under $700,000.');
    await form.getByLabel(/I agree to be contacted/).check();
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).status()).toBe(201);
    await expect(form.getByRole('status')).toContainText('Thank you, Luis Ortega.');
    await expect(form.getByRole('status')).toBeInViewport();
  });
});
