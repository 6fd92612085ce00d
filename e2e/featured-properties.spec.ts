import { expect, test, type APIRequestContext } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface OfficeListing {
  ListingId: string;
  StandardStatus: string;
  ListPrice: number | null;
}

/** The team's listings a buyer can still buy or watch close, as the API gives them. */
async function teamListings(request: APIRequestContext): Promise<OfficeListing[]> {
  const answer = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
    value: OfficeListing[];
  };
  return answer.value;
}

test.describe('featured properties: every home the team has listed', () => {
  test('the home page leads to the whole list, which shows every one of the team’s homes in its section', async ({
    page,
    request,
  }) => {
    const office = await teamListings(request);
    expect(office.length).toBeGreaterThan(6);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: `See all ${office.length} homes` }).click();
    await expect(page).toHaveURL(/\/featured-properties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Properties' })).toBeVisible();
    await expect(page.getByTestId('featured-count')).toHaveText(`${office.length} homes`);

    const forSale = office.filter((listing) => ['Active', 'Coming Soon'].includes(listing.StandardStatus)).length;
    const underContract = office.length - forSale;
    const forSaleSection = page.getByRole('region', { name: /^For sale/ });
    await expect(forSaleSection.getByRole('heading', { name: `For sale (${forSale})` })).toBeVisible();
    await expect(forSaleSection.getByRole('link', { name: /\$/ })).toHaveCount(forSale);
    if (underContract > 0) {
      const section = page.getByRole('region', { name: /^Under contract/ });
      await expect(section.getByRole('link', { name: /\$/ })).toHaveCount(underContract);
    }
    await expectNoAxeViolations(page);
  });

  test('a card opens the home’s featured page', async ({ page }) => {
    await page.goto('/featured-properties');
    await waitForHydration(page);
    const firstCard = page
      .getByRole('region', { name: /^For sale/ })
      .getByRole('link', { name: /\$/ })
      .first();
    const href = await firstCard.getAttribute('href');
    expect(href).toMatch(/^\/featured-properties\/[a-z0-9-]+$/);
    await firstCard.click();
    await expect(page).toHaveURL(href ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the list is in the server’s HTML, for search engines and slow phones', async ({ request }) => {
    const office = await teamListings(request);
    const html = await (await request.get('/featured-properties')).text();
    expect(html).toContain('<h1');
    expect(html.match(/href="\/featured-properties\/(?!open-houses)[a-z0-9-]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(
      office.length,
    );
  });
});
