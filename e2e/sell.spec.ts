import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

interface ListingRow {
  ListingId: string;
  StreetNumber: string | null;
  StreetName: string | null;
  StandardStatus: string;
}

/** An active demo home that gets an estimate (most do; a few of the smallest subdivisions have too few sales). */
async function homeWithEstimate(request: APIRequestContext): Promise<ListingRow> {
  for (const subdivision of ['Pelican Bay', 'Park Shore', 'Olde Cypress', 'Pelican Landing']) {
    const answer = await request.get(
      `/api/corelogic/properties?subdivision=${encodeURIComponent(subdivision)}&limit=40`,
    );
    const homes = ((await answer.json()) as { value: ListingRow[] }).value.filter(
      (home) => home.StandardStatus === 'Active' && home.StreetNumber !== null,
    );
    for (const home of homes) {
      const value = (await (await request.get(`/api/home-value?listingId=${home.ListingId}`)).json()) as {
        valuation?: { kind: string };
      };
      if (value.valuation?.kind === 'estimate') return home;
    }
  }
  throw new Error('No demo home with an estimate');
}

async function pickAddress(page: Page, home: ListingRow): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Address' });
  await box.fill(`${home.StreetNumber} ${home.StreetName}`);
  await page
    .getByRole('option', { name: new RegExp(`^${home.StreetNumber} ${home.StreetName}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/sell\\?listingId=${home.ListingId}`));
}

test.describe('/sell: what is my home worth', () => {
  test('an address with suggestions gives an estimate with its comparables; a pricing review reaches the inbox as a Selling lead; axe clean', async ({
    page,
  }) => {
    const home = await homeWithEstimate(page.request);
    const name = `Dana Seller ${String(Date.now())}`;
    await page.goto('/sell');
    await waitForHydration(page);
    await pickAddress(page, home);

    const estimate = page.getByTestId('home-value-estimate');
    await expect(estimate).toContainText('Estimated value');
    await expect(page.getByTestId('home-value-range')).toHaveText(/^Likely range \$[\d,]+ – \$[\d,]+$/);
    expect(await page.getByTestId('comparables').locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('region', { name: /Map of the comparable sales/ })).toBeVisible();
    await expect(page.getByTestId('net-proceeds')).toHaveText(/^-?\$[\d,]+$/);
    await expect(page.getByRole('link', { name: 'How we estimate' })).toHaveAttribute('href', '#how-we-estimate');
    await expectNoAxeViolations(page);

    const review = page.getByRole('region', { name: 'Ask for a pricing review' });
    const address = await review.getByLabel(/^Home address/).inputValue();
    expect(address).toContain(`${home.StreetNumber} ${home.StreetName}`);
    await review.getByLabel(/^Name/).fill(name);
    await review.getByLabel(/^Email/).fill('dana.seller@example.com');
    await review.getByLabel(/I agree to be contacted/).check();
    await review.getByRole('button', { name: 'Ask for a pricing review' }).click();
    await expect(review.getByRole('status')).toContainText(`Thank you, ${name}`);

    await signInAsAdmin(page);
    await page.goto('/admin/contacts');
    await waitForHydration(page);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Selling');
    await row.getByRole('button', { name: `Open the message from ${name}` }).click();
    const message = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(message).toContainText(`Pricing review requested for ${address}.`);
    await expect(message).toContainText(/Estimate shown: \$[\d,]+ \(range \$[\d,]+ – \$[\d,]+\)/);
  });

  test('the property page shows nearby sales with price per square foot next to this home’s', async ({ page }) => {
    const home = await homeWithEstimate(page.request);
    await page.goto(`/properties/${home.ListingId}`);
    await waitForHydration(page);
    // The sales are asked for when the visitor comes near the end of the page.
    await page.getByRole('region', { name: 'What it really costs a month' }).scrollIntoViewIfNeeded();
    const section = page.getByRole('region', { name: 'Nearby sales' });
    await expect(section.getByTestId('own-price-per-sqft')).toHaveText(/^\$[\d,]+ per sq ft$/);
    expect(await section.getByTestId('nearby-sales').locator('tbody tr').count()).toBeGreaterThan(0);
  });

  test('the property page asks for nearby sales only when the visitor comes near them, never on load', async ({
    page,
  }) => {
    const home = await homeWithEstimate(page.request);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/nearby-sales')) asked.push(request.url());
    });
    await page.goto(`/properties/${home.ListingId}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.getByRole('region', { name: 'What it really costs a month' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Nearby sales', exact: true })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('at phone width, typed facts are valued by keyboard alone and the page is axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sell');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const area = page.getByLabel(/^Living area/);
    await area.focus();
    await page.keyboard.type('2400');
    await page.getByRole('textbox', { name: 'City' }).fill('Naples');
    await page.getByRole('textbox', { name: 'City' }).press('Enter');
    await expect(page).toHaveURL(/\/sell\?livingArea=2400&city=Naples/);
    await expect(page.getByTestId('home-value-estimate').or(page.getByTestId('home-value-refused'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });

  test('bad typed facts are named next to their fields, never a server error', async ({ page }) => {
    const response = await page.goto('/sell?livingArea=huge&bathrooms=2.25');
    expect(response?.status()).toBe(200);
    await expect(page.getByLabel(/^Living area/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('must be a whole or half number from 0 to 20')).toBeVisible();
  });

  test('the net proceeds sheet asks for a price before it names any problem', async ({ page }) => {
    await page.goto('/sell');
    await waitForHydration(page);
    const sheet = page.getByRole('region', { name: 'What you would walk away with' });
    await expect(sheet.getByText('Type a sale price to see each cost')).toBeVisible();
    await expect(sheet.getByText(/must be/)).toHaveCount(0);
    await sheet.getByLabel('Sale price ($)').fill('0');
    await expect(sheet.getByText(/must be/)).toBeVisible();
    await sheet.getByLabel('Sale price ($)').fill('650000');
    await expect(sheet.getByTestId('net-proceeds')).toHaveText(/^\$[\d,]+$/);
  });
});
