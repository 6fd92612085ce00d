import { expect, test, type Page } from './test.ts';
import { publishedCommunities, subdivisionTotal, type ApiCommunity } from './content-api.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const bar = (page: Page) => page.locator('header[data-appearance]');

/** A published community whose subdivisions have homes for sale, and how many. */
async function communityWithHomes(page: Page): Promise<{ community: ApiCommunity; homes: number }> {
  for (const community of (await publishedCommunities(page.request)).items) {
    const totals = await Promise.all(community.subdivisions.map((name) => subdivisionTotal(page.request, name)));
    const homes = totals.reduce((sum, total) => sum + total, 0);
    if (homes > 0) return { community, homes };
  }
  throw new Error('No seeded community has homes for sale');
}

test.describe('communities', () => {
  test('the index shows every published community with its homes for sale, under a transparent top bar', async ({
    page,
  }) => {
    const { items, total } = await publishedCommunities(page.request);
    expect(total).toBeGreaterThanOrEqual(10);
    await page.goto('/communities');
    await expect(page).toHaveTitle('Communities | Palmetto Realty Group');
    await expect(bar(page)).toHaveAttribute('data-appearance', 'transparent');
    const cards = page.getByTestId('community-card');
    await expect(cards).toHaveCount(total);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(items.map((community) => community.name));
    for (const line of await page.getByTestId('community-for-sale').allTextContents())
      expect(line).toMatch(/^(\d+ homes? for sale( · median \$[\d,]+)?|No homes for sale right now)$/);
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await expect(bar(page)).toHaveAttribute('data-appearance', 'solid');
    await expectNoAxeViolations(page);
  });

  test('a card leads to its community', async ({ page }) => {
    const [first] = (await publishedCommunities(page.request)).items;
    await page.goto('/communities');
    await waitForHydration(page);
    await page.getByTestId('community-card').getByRole('link', { name: first?.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/communities/${first?.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.name ?? '');
  });

  test('a community shows its story, highlights, live figures, map and newest homes, with the way to the full search', async ({
    page,
  }) => {
    const { community, homes } = await communityWithHomes(page);
    await page.goto(`/communities/${community.slug}`);
    await waitForHydration(page);
    const place = community.name === community.city ? 'Florida' : community.city;
    await expect(page).toHaveTitle(`${community.name}, ${place} | Palmetto Realty Group`);
    await expect(bar(page)).toHaveAttribute('data-appearance', 'transparent');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(community.name);
    await expect(page.getByRole('main')).toContainText(community.summary);
    await expect(page.getByRole('heading', { name: `About ${community.name}` })).toBeVisible();
    for (const amenity of community.highlights.amenities)
      await expect(page.getByRole('complementary', { name: 'Highlights' })).toContainText(amenity);

    const figures = page.getByTestId('community-figures');
    await expect(figures.locator('dt')).toHaveText([
      'Homes for sale',
      'Median list price',
      'Price range',
      'Median price per sq ft',
      'New in the last 30 days',
    ]);
    await expect(figures.locator('dd').first()).toHaveText(homes.toLocaleString('en-US'));
    await expect(figures.locator('dd').nth(1)).toHaveText(/^\$[\d,]+$/);

    const map = page.getByRole('region', { name: new RegExp(`^Map of ${homes} homes? for sale in ${community.name}`) });
    await expect(map).toBeVisible();
    // The map loads Leaflet when it comes near the screen, as the visitor scrolls to it.
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    // A pin's card is drawn with Mantine, whose code this page loads only when a pin is first opened.
    const pins = page.locator('[data-pin]');
    for (let opened = 0; opened < 4 && (await pins.count()) === 0; opened += 1) {
      await page.locator('[data-cluster]').first().focus();
      await page.keyboard.press('Enter');
    }
    await pins.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup').getByRole('link', { name: /^View details/ })).toBeVisible();

    const listings = page.getByRole('region', { name: `Homes for sale in ${community.name}` });
    await expect(listings.locator('a[data-listing-id]')).toHaveCount(Math.min(6, homes));
    const search = listings.getByRole('navigation', { name: `Search ${community.name}` });
    const perSubdivision = community.subdivisions.length > 1 ? community.subdivisions.length : 0;
    await expect(search.getByRole('link')).toHaveCount(2 + perSubdivision);
    // The count the page shows is the count of the search it links to: every subdivision, as a list and on the map.
    await search
      .getByRole('link', { name: `See all ${homes.toLocaleString('en-US')} homes for sale in ${community.name}` })
      .click();
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('community')).toBe(community.slug);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Homes for sale in ${community.name}`);
    await expect(page.getByTestId('result-count')).toHaveText(`${homes.toLocaleString('en-US')} homes`);
    await page.goBack();
    await search.getByRole('link', { name: `On the map: ${community.name}` }).click();
    await page.waitForURL(/\/search\/map\?/);
    await expect(page.getByTestId('result-count')).toHaveText(`${homes.toLocaleString('en-US')} homes`);
  });

  test('a community page carries its Place and breadcrumb data and passes axe', async ({ page }) => {
    const { community } = await communityWithHomes(page);
    await page.goto(`/communities/${community.slug}`);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['Place', 'BreadcrumbList']));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test('an unknown community is the Page Not Found screen with status 404', async ({ page }) => {
    const response = await page.goto('/communities/no-such-community');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });

  test('a community that is a whole city is titled with its state, not its city twice', async ({ page }) => {
    await page.goto('/communities/naples');
    await expect(page).toHaveTitle('Naples, Florida | Palmetto Realty Group');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^Naples, Florida/);
  });
});
