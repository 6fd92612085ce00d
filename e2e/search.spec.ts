import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

function cards(page: Page) {
  return page.locator('a[data-listing-id]');
}

async function prices(page: Page): Promise<number[]> {
  const texts = await cards(page)
    .locator('span')
    .filter({ hasText: /^\$[\d,]+$/ })
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[$,]/g, '')));
}

test.describe('property search', () => {
  test('the server HTML already holds the results, count and page links (no JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search?city=Naples');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Naples');
    await expect(page.getByText(/^[\d,]+ homes$/)).toBeVisible();
    await expect(cards(page)).toHaveCount(24);
    await expect(page.locator('a[href="/search?city=Naples&page=2"]').first()).toBeVisible();
    await context.close();
  });

  test('a filter chosen in the panel goes into the address and narrows the results', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const before = await page.getByText(/^[\d,]+ homes$/).textContent();
    const filters = page.getByRole('form', { name: 'Search filters' });
    await filters.getByLabel('City').selectOption('Estero');
    await expect(page).toHaveURL(/city=Estero/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Estero');
    await expect(page.getByText(/^[\d,]+ homes$/)).not.toHaveText(before ?? '');
    for (const location of await cards(page)
      .getByText(/, FL \d{5}$/)
      .allTextContents())
      expect(location).toContain('Estero');
    await page.getByRole('button', { name: 'Remove Estero' }).click();
    await expect(page).not.toHaveURL(/city=/);
  });

  test("a second filter chosen before the first one's results arrive keeps the first", async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    // Slow results: the second choice is made while the page still shows the search before the first.
    await page.route('**/api/listings/search**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const filters = page.getByRole('form', { name: 'Search filters' });
    await filters.getByLabel('City').selectOption('Estero');
    await filters.getByLabel('Bedrooms').selectOption('3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Estero');
    await expect(page).toHaveURL(/city=Estero/);
    await expect(filters.getByLabel('Bedrooms')).toHaveValue('3');
    await expect(filters.getByLabel('City')).toHaveValue('Estero');
  });

  test('filters given in the address apply, with chips to remove them', async ({ page }) => {
    await page.goto('/search?city=Naples&beds=4&type=Single%20Family%20Residence&maxPrice=3000000');
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('4+ beds');
    for (const beds of await cards(page)
      .getByText(/^\d+ beds$/)
      .allTextContents())
      expect(Number.parseInt(beds, 10)).toBeGreaterThanOrEqual(4);
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(3_000_000);
  });

  test('a price from the address that is not one of the steps shows in its filter box', async ({ page }) => {
    await page.goto('/search?maxPrice=800000');
    const maxPrice = page.getByRole('form', { name: 'Search filters' }).getByLabel('Max price');
    await expect(maxPrice).toHaveValue('800000');
    await expect(maxPrice.locator('option:checked')).toHaveText('$800,000');
  });

  test('sorting by price and paging keep everything in the address, and back returns', async ({ page }) => {
    await page.goto('/search?sort=price-asc');
    await waitForHydration(page);
    const first = await prices(page);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    const firstCard = await cards(page).first().getAttribute('href');
    await page
      .getByRole('button', { name: 'Next page' })
      .or(page.getByRole('link', { name: 'Next page' }))
      .click();
    await expect(page).toHaveURL(/sort=price-asc&page=2|page=2&sort=price-asc/);
    await expect(cards(page).first()).not.toHaveAttribute('href', firstCard ?? '');
    const second = await prices(page);
    expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1] ?? 0);
    await page.goBack();
    await expect(cards(page).first()).toHaveAttribute('href', firstCard ?? '');
  });

  test('a search with no results suggests widening it', async ({ page }) => {
    await page.goto('/search?city=Sanibel&minPrice=90000000');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No homes match all of these filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).last().click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(cards(page)).toHaveCount(24);
  });

  test('broken values in the address are ignored and named', async ({ page, request }) => {
    await page.goto('/search?zip=12&city=Naples');
    await expect(page.getByText('Some filters in this address were ignored')).toBeVisible();
    await expect(page.getByText(/zip: must be a 5-digit ZIP code/)).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    const answer = await request.get('/api/listings/search?zip=12');
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toContain('zip: must be a 5-digit ZIP code');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/search?city=Naples');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('listing lists', () => {
  test('closed listings lead with what each sold for and when, the list price after it, newest closing first', async ({
    page,
    request,
  }) => {
    await page.goto('/properties/closed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recently Closed');
    await expect(cards(page)).toHaveCount(24);
    const sold = await cards(page)
      .getByText(/^Sold on .+ · listed at \$[\d,]+$/)
      .allTextContents();
    expect(sold).toHaveLength(24);
    const dates = sold.map((text) => Date.parse(text.replace(/^Sold on (.+) · listed at .*$/, '$1')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const first = cards(page).first();
    const id = await first.getAttribute('data-listing-id');
    const listing = (await (await request.get(`/api/corelogic/property/${id}`)).json()) as { ClosePrice: number };
    await expect(first).toContainText(`$${listing.ClosePrice.toLocaleString('en-US')}`);
  });

  test('latest price changes show the old price and the change', async ({ page }) => {
    await page.goto('/properties/latest-price-changes');
    await expect(cards(page).first()).toContainText(/(Reduced|Raised) \$[\d,]+ on /);
  });

  for (const [path, title] of [
    ['/properties/latest', 'Latest Listings'],
    ['/properties/latest-pending-listings', 'Latest Pending Listings'],
  ] as const) {
    test(`${path} is a real, paged list`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(cards(page)).toHaveCount(24);
      await page.goto(`${path}?page=2`);
      await expect(page.getByText(/page 2 of \d+/)).toBeVisible();
    });
  }
});
