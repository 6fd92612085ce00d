import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

// Issue 16: suggestions as you type, and plain-English search.

const SENTENCE = '3 bed pool home in Naples under 800k';

function locationBox(page: Page) {
  return page
    .getByRole('form', { name: 'Search filters' })
    .getByRole('combobox', { name: 'Location, address or MLS #' });
}

function cardPrices(page: Page) {
  return page
    .locator('main a[href^="/properties/"]')
    .getByText(/^\$[\d,]+$/)
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[$,]/g, ''))));
}

test.describe('suggestions as you type', () => {
  test('"Napels" suggests Naples, picked with the keyboard, and the search shows its homes', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Location or MLS #' });
    await box.fill('Napels');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(list.getByRole('group', { name: 'Cities' }).getByRole('option').first()).toContainText('Naples');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(`[id="${active}"]`)).toContainText(/^Naples[\d,]+ homes?$/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?city=Naples$/);
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Naples');
  });

  test('Escape closes the list and leaves the text', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    const box = locationBox(page);
    await box.fill('pelican bey');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: /Pelican Bay/ }).first()).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('pelican bey');
  });
});

test.describe('plain-English search', () => {
  test('a sentence becomes filters shown as chips, with results, in the address', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await locationBox(page).fill(SENTENCE);
    await locationBox(page).press('Enter');
    await expect(page).toHaveURL(/beds=3/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ city: 'Naples', maxPrice: '800000', beds: '3', pool: '1' });
    const chips = page.getByRole('group', { name: 'Active filters' });
    for (const chip of ['Naples', 'Up to $800,000', '3+ beds', 'Private pool']) await expect(chips).toContainText(chip);
    await expect(page.getByTestId('result-count')).toHaveText(/^[1-9][\d,]* homes?/);
    for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(800_000);
    await expect(locationBox(page)).toHaveValue('');
  });

  test('a typed max price can be changed, and the address follows', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await locationBox(page).fill('condo under 800k');
    await locationBox(page).press('Enter');
    await expect(page).toHaveURL(/maxPrice=800000/);
    const maxPrice = page.getByRole('form', { name: 'Search filters' }).getByLabel('Max price');
    await expect(maxPrice.locator('option:checked')).toHaveText('$800,000');
    await maxPrice.selectOption('850000');
    await expect(page).toHaveURL(/maxPrice=850000/);
    await locationBox(page).fill('under 1.2 million');
    await locationBox(page).press('Enter');
    await expect(page).toHaveURL(/maxPrice=1200000/);
    await expect(page).toHaveURL(/type=Condominium/);
    await page.goBack();
    await expect(page).toHaveURL(/maxPrice=850000/);
  });

  test('a phrase on a protected characteristic is not searched, and the page says why', async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await locationBox(page).fill('christian neighborhood in Naples');
    await locationBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?city=Naples$/);
    await expect(page.getByRole('status').filter({ hasText: 'Fair Housing Act' })).toContainText(
      "We can't search by religion",
    );
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home page with the suggestion list open has no axe violations', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Location or MLS #' });
    await box.fill('Nap');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await box.press('ArrowDown');
    await expectNoAxeViolations(page);
  });
});
