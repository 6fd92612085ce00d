import { expect, test, type Locator, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface Settings {
  teamName: string;
  phone: string;
  email: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  officeHours: { days: string[] }[];
}

const RATE_LIMITED = 'Too many messages from your connection. Please wait a few minutes, or call us.';
const SAVE_FAILED = 'Your message could not be saved. Please try again, or call us.';

const form = (page: Page) => page.getByRole('region', { name: 'Send us a message' });
const office = (page: Page) => page.getByRole('region', { name: /^Visit or call / });
const send = (page: Page) => form(page).getByRole('button', { name: 'Send message' });

async function openContact(page: Page): Promise<void> {
  const response = await page.goto('/contact-us');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

async function fillValid(page: Page): Promise<void> {
  const section = form(page);
  await section.getByLabel(/^Name/).fill('Dana Whitfield');
  await section.getByLabel(/^Email/).fill('dana.whitfield@example.com');
  await section.getByLabel(/^Phone/).fill('(239) 555-0199');
  await section.getByLabel('What can we help with?').selectOption('selling');
  await section
    .getByLabel(/^Message/)
    .fill('We would like to sell our Pelican Bay condo next spring. When could we talk?');
  await section.getByLabel(/I agree to be contacted/).check();
}

/** The field's error message, found the way assistive technology finds it: through aria-describedby. */
async function describedError(field: Locator): Promise<string> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function expectKept(page: Page): Promise<void> {
  const section = form(page);
  await expect(section.getByLabel(/^Name/)).toHaveValue('Dana Whitfield');
  await expect(section.getByLabel(/^Email/)).toHaveValue('dana.whitfield@example.com');
  await expect(section.getByLabel('What can we help with?')).toHaveValue('selling');
  await expect(section.getByLabel(/^Message/)).toHaveValue(/Pelican Bay condo/);
  await expect(section.getByLabel(/I agree to be contacted/)).toBeChecked();
}

test.describe('contact page', () => {
  test('shows the office address, phone, email, hours, map and directions from the site settings', async ({ page }) => {
    const settings = (await (await page.request.get('/api/site/settings')).json()) as Settings;
    await openContact(page);
    await expect(page).toHaveTitle('Contact Us | Palmetto Realty Group');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const details = office(page);
    await expect(details.locator('address')).toContainText(settings.streetAddress);
    await expect(details.locator('address')).toContainText(`${settings.city}, FL ${settings.postalCode}`);
    await expect(details.getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      `tel:+1${settings.phone.replace(/\D/g, '')}`,
    );
    await expect(details.getByRole('link', { name: settings.email })).toHaveAttribute(
      'href',
      `mailto:${settings.email}`,
    );
    expect(settings.officeHours.length).toBeGreaterThan(0);
    await expect(details.locator('dt').first()).toHaveText('Monday – Friday');
    await expect(details.getByText('Closed')).toBeVisible();
    await expect(details.getByRole('region', { name: /^Map showing our office/ })).toBeVisible();
    const directions = details.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    await expect(directions).toHaveAttribute(
      'href',
      new RegExp(
        `^https://www\\.google\\.com/maps/dir/\\?api=1&destination=.*${encodeURIComponent(settings.streetAddress)}`,
      ),
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test('a message is stored by the server before the confirmation shows', async ({ page }) => {
    await openContact(page);
    await fillValid(page);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await send(page).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(String), status: 'new' });
    expect(response.request().postDataJSON()).toEqual({
      topic: 'selling',
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '(239) 555-0199',
      message: 'We would like to sell our Pelican Bay condo next spring. When could we talk?',
      listingId: null,
      preferredTime: null,
      consent: true,
      sourcePath: '/contact-us',
      // How the visit arrived, read from its first page (here: typed in, no campaign, no referring site).
      attribution: {
        source: null,
        medium: null,
        campaign: null,
        referrerHost: null,
        landingPath: '/contact-us',
        clickId: null,
      },
      website: '',
    });
    const confirmation = form(page).getByRole('status');
    await expect(confirmation).toContainText('Thank you, Dana Whitfield. Your message is with The Palmetto Team.');
    await expect(confirmation).toBeFocused();
    await expectNoAxeViolations(page);
    await form(page).getByRole('button', { name: 'Send another message' }).click();
    await expect(form(page).getByLabel(/^Name/)).toHaveValue('Dana Whitfield');
    await expect(form(page).getByLabel(/^Message/)).toHaveValue('');
  });

  test('names every problem next to its field, focuses the first and sends nothing', async ({ page }) => {
    let sent = 0;
    await page.route('**/api/contact', (route) => {
      sent += 1;
      return route.continue();
    });
    await openContact(page);
    const section = form(page);
    await send(page).click();
    expect(await describedError(section.getByLabel(/^Name/))).toContain('Please enter your name');
    expect(await describedError(section.getByLabel(/^Email/))).toContain('Please enter a valid email address');
    expect(await describedError(section.getByLabel('What can we help with?'))).toContain(
      'Choose what your message is about',
    );
    expect(await describedError(section.getByLabel(/^Message/))).toContain('Please write a message');
    expect(await describedError(section.getByLabel(/I agree to be contacted/))).toContain(
      'Please agree to be contacted about your request',
    );
    await expect(section.getByLabel(/^Phone/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByLabel(/^Name/)).toBeFocused();
    await expectNoAxeViolations(page);

    await section.getByLabel(/^Name/).fill('Dana Whitfield');
    await section.getByLabel(/^Email/).fill('dana@');
    await section.getByLabel(/^Phone/).fill('call me');
    await expect(section.getByText('Please enter your name')).toBeHidden();
    expect(await describedError(section.getByLabel(/^Phone/))).toContain('Please enter a valid phone number');
    await send(page).click();
    await expect(section.getByLabel(/^Email/)).toBeFocused();

    await section.getByLabel(/^Email/).fill('dana@example.com');
    await section.getByLabel(/^Phone/).fill('');
    await section.getByLabel('What can we help with?').selectOption('buying');
    await section.getByLabel(/^Message/).fill('x'.repeat(5001));
    await section.getByLabel(/I agree to be contacted/).check();
    expect(await describedError(section.getByLabel(/^Message/))).toContain('must be at most 5000 characters');
    await send(page).click();
    await expect(section.getByLabel(/^Message/)).toBeFocused();
    expect(sent).toBe(0);
  });

  test("keeps what the visitor typed and shows the server's answer: a field problem, the rate limit, a failure", async ({
    page,
  }) => {
    await openContact(page);
    await fillValid(page);
    const section = form(page);

    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Invalid request', issues: [{ field: 'email', message: 'Please enter a valid email address' }] },
      }),
    );
    await send(page).click();
    expect(await describedError(section.getByLabel(/^Email/))).toContain('Please enter a valid email address');
    await expect(section.getByLabel(/^Email/)).toBeFocused();
    await expectKept(page);

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 429, json: { error: RATE_LIMITED } }));
    await send(page).click();
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('Your message was not sent');
    await expect(alert).toContainText(RATE_LIMITED);
    await expect(alert.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await expect(alert).toBeFocused();
    await expectKept(page);
    await expectNoAxeViolations(page);

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 503, json: { error: SAVE_FAILED } }));
    await send(page).click();
    await expect(section.getByRole('alert')).toContainText(SAVE_FAILED);
    await expectKept(page);

    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
    await send(page).click();
    await expect(section.getByRole('alert')).toContainText(
      'Your message could not be sent. Please try again, or call us.',
    );
    await expectKept(page);
    await expect(section.getByRole('status')).toHaveCount(0);
  });

  test('the honeypot is out of sight and reach, and a filled one is refused and stored nowhere', async ({ page }) => {
    await openContact(page);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await fillValid(page);
    await honeypot.fill('http://cheap-pills.example', { force: true });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await send(page).click();
    const response = await answer;
    expect(response.status()).toBe(400);
    expect(response.request().postDataJSON()).toMatchObject({ website: 'http://cheap-pills.example' });
    await expect(form(page).getByRole('alert')).toContainText(
      'This form could not be sent. If you are a person, please call us.',
    );
    await expectKept(page);
  });

  test('the form is reachable and sendable with the keyboard alone', async ({ page }) => {
    await openContact(page);
    const section = form(page);
    await section.getByLabel(/^Name/).focus();
    const order: string[] = [];
    for (let step = 0; step < 6; step += 1) {
      order.push(await page.evaluate(() => document.activeElement?.id ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual([
      'contact-name',
      'contact-email',
      'contact-phone',
      'contact-topic',
      'contact-message',
      'contact-consent',
    ]);
    await expect(send(page)).toBeFocused();
  });
});
