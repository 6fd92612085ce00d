import { expect, test, type Locator, type Page } from './test.ts';
import { expectNoAxeViolations, signInAsAdmin, waitForHydration } from './support.ts';

const section = (page: Page) => page.getByRole('region', { name: 'What it really costs a month' });
const LINES = ['principalAndInterest', 'propertyTax', 'association', 'cdd', 'homeInsurance', 'floodInsurance'];

const dollarsOf = async (locator: Locator): Promise<number> =>
  Number(((await locator.textContent()) ?? '').replace(/[^\d]/g, ''));

/** Each line's dollars (the first figure in the line) and the total. */
async function figures(page: Page): Promise<{ lines: number[]; total: number }> {
  const lines: number[] = [];
  for (const key of LINES)
    lines.push(await dollarsOf(section(page).getByTestId(`monthly-cost-${key}`).locator('dd').first()));
  return { lines, total: await dollarsOf(section(page).getByTestId('monthly-cost-total')) };
}

async function openActiveListing(page: Page): Promise<void> {
  const { value } = (await (await page.request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
    value: { ListingId: string; StandardStatus: string }[];
  };
  const listing = value.find((item) => item.StandardStatus === 'Active');
  if (!listing) throw new Error('The demo data has no active team listing');
  await page.goto(`/properties/${listing.ListingId}`);
  await waitForHydration(page);
}

test.describe('the true monthly cost', () => {
  test('a property page shows each line explained, a total equal to their sum, and an estimate label', async ({
    page,
  }) => {
    await openActiveListing(page);
    const cost = section(page);
    await expect(cost.getByText('Estimate, not a quote')).toBeVisible();
    for (const label of [
      'Principal and interest',
      'Property tax',
      'HOA and condo fees',
      'Homeowners and wind insurance',
    ])
      await expect(cost.getByText(label, { exact: true })).toBeVisible();
    await expect(cost.getByTestId('monthly-cost-propertyTax')).toContainText('mills');
    const { lines, total } = await figures(page);
    // Each line is rounded to the dollar on screen; the total is rounded from the cents.
    expect(Math.abs(total - lines.reduce((sum, line) => sum + line, 0))).toBeLessThanOrEqual(3);
    await expect(cost.getByRole('link', { name: 'How we estimate' })).toHaveAttribute('href', '#monthly-cost-method');
  });

  test('more down payment lowers principal and interest and the total', async ({ page }) => {
    await openActiveListing(page);
    const before = await figures(page);
    await section(page).getByLabel('Down payment').fill('50');
    await expect(section(page).getByTestId('monthly-cost-total')).not.toHaveText(
      `$${before.total.toLocaleString('en-US')}/mo`,
    );
    const after = await figures(page);
    expect(after.lines[0]).toBeLessThan(before.lines[0] ?? 0);
    expect(after.total).toBeLessThan(before.total);
    expect(after.lines.slice(1)).toEqual(before.lines.slice(1));
  });

  test('a typed tax replaces the estimate', async ({ page }) => {
    await openActiveListing(page);
    await section(page).getByLabel('Property tax / year').fill('12000');
    await expect(section(page).getByTestId('monthly-cost-propertyTax').locator('dd').first()).toHaveText('$1,000');
  });

  test('the method is public on its own page, linked from the section, axe clean at desktop and phone width', async ({
    page,
  }) => {
    await openActiveListing(page);
    await section(page).locator('summary', { hasText: 'How we estimate' }).click();
    await section(page).getByRole('link', { name: 'The method on its own page' }).click();
    await expect(page).toHaveURL(/\/monthly-cost-method$/);
    await expect(page.getByRole('heading', { name: 'How we estimate the true monthly cost' })).toBeVisible();
    await expect(page.getByText('Collier 11.5 mills')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });

  test('at phone width the section is keyboard reachable and axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openActiveListing(page);
    const price = section(page).getByLabel('Home price');
    await price.focus();
    await page.keyboard.press('Tab');
    await expect(section(page).getByLabel('Down payment')).toBeFocused();
    await section(page).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
  });

  test('the max monthly filter narrows /search, stays in the address, and every card is within it', async ({
    page,
  }) => {
    const count = async () =>
      Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/[^\d]/g, '').slice(0, 7));
    await page.goto('/search');
    await waitForHydration(page);
    await expect(page.getByTestId('result-count')).toHaveText(/\d/);
    const before = await count();
    await page.goto('/search?maxMonthly=6000');
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Est. up to $6,000/mo');
    await expect(page.getByTestId('result-count')).toHaveText(/\d/);
    const after = await count();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    await expect(page).toHaveURL(/maxMonthly=6000/);
    const monthly = await page.locator('[data-testid="est-monthly"]').allTextContents();
    expect(monthly.length).toBeGreaterThan(0);
    for (const text of monthly) expect(Number(text.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(6000);
  });

  test("sorting by monthly cost orders the cards by their 'est. monthly' line", async ({ page }) => {
    await page.goto('/search?sort=monthly-cost-asc');
    await waitForHydration(page);
    const monthly = (await page.locator('[data-testid="est-monthly"]').allTextContents()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
    expect(monthly.length).toBeGreaterThan(5);
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    await expect(page).toHaveURL(/sort=monthly-cost-asc/);
  });
});

test.describe('the admin’s monthly cost settings', () => {
  const SETTINGS = '/api/admin/monthly-cost-settings';

  /** The "est. monthly" dollars of a listing's card in the search. */
  async function cardMonthly(page: Page, listingId: string): Promise<number> {
    await page.goto(`/search?q=${listingId}`);
    await waitForHydration(page);
    return dollarsOf(page.getByTestId('est-monthly').first());
  }

  async function openCollierListing(page: Page): Promise<string> {
    const { value } = (await (await page.request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { ListingId: string; StandardStatus: string; CountyOrParish: string | null }[];
    };
    const listing = value.find((item) => item.StandardStatus === 'Active' && item.CountyOrParish === 'Collier');
    if (!listing) throw new Error('The demo data has no active Collier team listing');
    await page.goto(`/properties/${listing.ListingId}`);
    await waitForHydration(page);
    return listing.ListingId;
  }

  test.afterEach(async ({ page }) => {
    // Back to the defaults for the other specs of the run.
    const defaults = (await (await page.request.get(SETTINGS)).json()) as { counties: { county: string }[] };
    const collier = defaults.counties.find((county) => county.county === 'Collier');
    if (collier) Object.assign(collier, { millage: 11.5 });
    await page.request.put(SETTINGS, { data: { ...defaults, annualRatePercent: 6.25 } });
  });

  test("the admin changes Collier's millage and a Collier listing's tax line and card follow", async ({ page }) => {
    await signInAsAdmin(page);
    const listingId = await openCollierListing(page);
    const tax = section(page).getByTestId('monthly-cost-propertyTax');
    await expect(tax).toContainText('11.5 mills');
    const cardBefore = await cardMonthly(page, listingId);

    await page.goto('/admin/monthly-cost');
    await waitForHydration(page);
    await page.getByLabel('Collier: millage').fill('20');
    await page.getByRole('button', { name: 'Save monthly cost settings' }).click();
    await expect(page.getByText('Monthly cost settings saved')).toBeVisible();

    await openCollierListing(page);
    await expect(tax).toContainText('20 mills');
    expect(await cardMonthly(page, listingId)).toBeGreaterThan(cardBefore);
  });

  test('a bad rate shows the message and keeps the typing; the page is axe clean at desktop and phone width', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/monthly-cost');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const rate = page.getByLabel('Mortgage rate (%)');
    await rate.fill('45');
    await page.getByRole('button', { name: 'Save monthly cost settings' }).click();
    await expect(page.getByText('Enter a rate from 0 to 30')).toBeVisible();
    await expect(rate).toHaveValue('45');
    expect((await (await page.request.get(SETTINGS)).json()) as { annualRatePercent: number }).toMatchObject({
      annualRatePercent: 6.25,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
