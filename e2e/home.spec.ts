import { expect, test } from './test.ts';
import { waitForHydration } from './support.ts';

interface ListingAnswer {
  value: {
    ListingId: string;
    ListOfficeMlsId: string;
    ListPrice: number;
    Media: { MediaURL: string; Order: number }[];
  }[];
}

test.describe('home page', () => {
  test('the server HTML already holds the hero, featured listings and footer (no JavaScript)', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Southwest Florida's Premier Real Estate Team");
    const { value } = (await (
      await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')
    ).json()) as ListingAnswer;
    expect(value.length).toBeGreaterThanOrEqual(12);
    const cards = page.getByRole('region', { name: 'Featured Properties' }).getByRole('link', { name: /\$/ });
    await expect(cards).toHaveCount(6);
    await expect(page.locator('footer')).toContainText('Your SWFL Real Estate Experts');
    await context.close();
  });

  test('featured listing cards show photo, price, address, location, beds and baths of office PRG listings', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Properties' });
    const card = section.getByRole('link').filter({ hasText: 'beds' }).first();
    await expect(card).toContainText(/\$[\d,]+/);
    await expect(card).toContainText(/, FL \d{5}/);
    await expect(card).toContainText(/\d+ beds/);
    await expect(card).toContainText(/[\d.]+ baths/);
    await expect(card).toContainText('Listing courtesy of Palmetto Realty Group');
    const photo = card.getByRole('img');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('a visitor who arrives on another page sees the featured listings on going home; only the home page carries them', async ({
    page,
    request,
  }) => {
    const contactHtml = await (await request.get('/contact-us')).text();
    expect(contactHtml).toContain('featured:null');
    await page.goto('/contact-us');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    const cards = page.getByRole('region', { name: 'Featured Properties' }).getByRole('link', { name: /\$/ });
    await expect(cards).toHaveCount(6);
  });

  test('the quick search leads to /search with the chosen filters in the address', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Quick property search' });
    await form.getByLabel('Location or MLS #').fill('Naples');
    await form.getByLabel('Home type').selectOption('Condominium');
    await form.getByRole('button', { name: 'Search' }).click();
    // The typed words are read as a search (issue 16): "Naples" is the city.
    await expect(page).toHaveURL(/\/search\?city=Naples&type=Condominium$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Condos for sale in Naples');
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Naples');
  });

  test('the quick search works as a plain form without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Location or MLS #').fill('34102');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=34102/);
    await context.close();
  });
});
