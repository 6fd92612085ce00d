import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const PATH = '/resources/market-activity';

/** What the test reads of GET /api/market-activity. */
interface MarketActivity {
  readonly summary: string[];
  readonly months: { readonly activeInventory: number; readonly closed: number | null }[];
}

async function figures(page: Page, query = ''): Promise<MarketActivity> {
  const response = await page.request.get(`/api/market-activity${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as MarketActivity;
}

function headline(page: Page, label: string) {
  return page
    .getByTestId('market-headlines')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

test.describe('market activity', () => {
  test('shows the figures of the seeded listing data in words, figures, charts and tables', async ({ page }) => {
    const activity = await figures(page);
    const latest = activity.months.at(-1);
    if (latest === undefined) throw new Error('the seeded data has no months');

    await page.goto(PATH);

    await expect(page.getByRole('heading', { level: 1, name: 'Market Activity' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Southwest Florida in October 2026` })).toBeVisible();
    await expect(page.getByTestId('market-summary')).toContainText(activity.summary[0] ?? '');
    await expect(headline(page, 'Homes for sale')).toHaveText(latest.activeInventory.toLocaleString('en-US'));
    await expect(headline(page, 'Homes sold')).toHaveText(String(latest.closed));
    await expect(page.getByTestId('market-data-date')).toHaveText('Data as of October 31, 2026');
    await expect(page.getByTestId('inventory-table').locator('tbody tr')).toHaveCount(12);
    await expect(page.getByTestId('inventory-table').locator('tbody tr').last()).toContainText(
      latest.activeInventory.toLocaleString('en-US'),
    );
    await waitForHydration(page);
    for (const chart of ['inventory', 'activity', 'prices'])
      await expect(page.getByTestId(`${chart}-chart`).locator('svg.recharts-surface').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How these figures are computed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Homes for sale in Southwest Florida' })).toHaveAttribute(
      'href',
      '/search?status=active',
    );
  });

  test('switches city from the selector, keeping the choice in the address', async ({ page }) => {
    const naples = await figures(page, '?city=Naples');
    await page.goto(PATH);
    await waitForHydration(page);

    await page.getByLabel('City', { exact: true }).selectOption('Naples');

    await expect(page).toHaveURL(/\?city=Naples$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Naples in October 2026' })).toBeVisible();
    await expect(page.getByTestId('market-summary')).toContainText(naples.summary[0] ?? '');
    await expect(page.getByRole('link', { name: 'Homes for sale in Naples' })).toHaveAttribute(
      'href',
      '/search?city=Naples&status=active',
    );

    await page.getByLabel('Period', { exact: true }).selectOption('24');
    await expect(page).toHaveURL(/\?city=Naples&months=24$/);
    await expect(page.getByTestId('activity-table').locator('tbody tr')).toHaveCount(24);
  });

  test('opens a city and a period from the address, and answers 404 for a city without data', async ({ page }) => {
    await page.goto(`${PATH}?city=estero&months=6`);

    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Estero');
    await expect(page.getByLabel('Period', { exact: true })).toHaveValue('6');
    await expect(page.getByTestId('prices-table').locator('tbody tr')).toHaveCount(6);
    await expect(page.getByTestId('market-summary')).toContainText('Estero had');

    const response = await page.goto(`${PATH}?city=Atlantis`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('reads and switches cities without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);

    await expect(page.getByTestId('market-summary')).toContainText('Southwest Florida had');
    await page.getByLabel('City', { exact: true }).selectOption('Cape Coral');
    await page.getByRole('button', { name: 'Show figures' }).click();

    await expect(page).toHaveURL(/city=Cape\+Coral/);
    await expect(page.getByTestId('market-summary')).toContainText('Cape Coral had');
    await context.close();
  });

  test('is accessible, with every table open', async ({ page }) => {
    test.slow();
    await page.goto(`${PATH}?city=Naples`);
    await waitForHydration(page);
    await expect(page.getByTestId('prices-chart').locator('svg.recharts-surface').first()).toBeVisible();
    for (const summary of await page.locator('details > summary').all()) await summary.click();

    await expectNoAxeViolations(page);
  });
});
