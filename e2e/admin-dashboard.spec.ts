import { expect, test } from './test.ts';
import { expectNoAxeViolations, openAdmin, signInAsAdmin, waitForHydration } from './support.ts';

test.describe('admin dashboard', () => {
  test('shows the counts, a new contact submission, recent changes, page views of public pages and listing freshness; axe clean', async ({
    page,
  }) => {
    const sent = await page.request.post('/api/contact', {
      data: {
        topic: 'selling',
        name: 'Omar Castellanos',
        email: 'omar@example.com',
        phone: null,
        message: 'Thinking of selling our Estero villa.',
        listingId: null,
        preferredTime: null,
        consent: true,
        sourcePath: '/contact-us',
      },
    });
    expect(sent.status()).toBe(201);
    await signInAsAdmin(page);
    // Other specs (and client-side navigations, which count too) may have viewed /communities already.
    const communitiesRow = () =>
      page
        .getByRole('region', { name: 'Page views' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '/communities', exact: true }) });
    const communityViews = async () => {
      await page.goto('/admin');
      await waitForHydration(page);
      const row = communitiesRow();
      return (await row.count()) === 0
        ? 0
        : Number((await row.getByRole('cell').last().innerText()).replace(/\D/g, ''));
    };
    const before = await communityViews();
    await page.goto('/communities');
    await page.goto('/communities');
    const { id } = (await sent.json()) as { id: string };
    for (const status of ['contacted', 'new'])
      expect((await page.request.put(`/api/admin/contacts/${id}`, { data: { status } })).status()).toBe(200);

    await openAdmin(page, '/admin', 'Dashboard');
    await expect(page.getByRole('link', { name: 'New contact submissions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New contact submissions' })).toContainText('Omar Castellanos');
    await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
      'Omar Castellanos <omar@example.com>',
    );
    await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(
      'changed the status of the contact submission ‘Omar Castellanos',
    );
    const views = page.getByRole('region', { name: 'Page views' });
    await expect(communitiesRow().getByRole('cell').last()).toHaveText(String(before + 2));
    await expect(views).not.toContainText('/admin');
    await expect(page.getByRole('region', { name: 'Listing data freshness' })).toContainText(
      /listings; the newest change is from/,
    );
    await expectNoAxeViolations(page);
  });

  test('market activity: filters by city and period, shows data freshness, exports CSV; axe clean', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openAdmin(page, '/admin/dashboard/market-activity', 'Market activity');
    await expect(page.getByText(/^Data as of /)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Southwest Florida, / })).toBeVisible();

    await page.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Naples', exact: true }).click();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Last 6 months' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Naples, / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/market-activity/export.csv?city=Naples&months=6',
    );
    await expect(page.getByTestId('inventory-table').locator('tbody tr')).toHaveCount(6);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('market-activity-naples-6-months.csv');
    await expectNoAxeViolations(page);
  });
});
