import { expect, test, type Page } from './test.ts';
import { ownServerOrigin, startOwnServer, type OwnServer } from './own-server.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * The live demo feed (issue 14): a server of its own, with batches every 3 seconds of a market running
 * 2,000 times as fast, so homes come on the market and prices change while the test watches. The shared
 * e2e server keeps the default pace (a batch every 10 minutes), so the other specs see still data.
 */
const ORIGIN = ownServerOrigin(4);

// Each test waits up to a minute for the feed's next batches (a busy CI machine slows them): more than 30 s.
test.describe.configure({ timeout: 120_000 });

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer({
    name: 'feed',
    portOffset: 4,
    env: {
      SEED_LISTINGS: '1500',
      DEMO_FEED_MINUTES: '0.05',
      DEMO_FEED_SPEED: '2000',
      ADMIN_EMAIL: 'e2e.feed@palmetto.example',
      ADMIN_PASSWORD: 'Gulf-Shore-2026',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Today in Southwest Florida as the history table writes it (`Nov 26, 2026`). */
function today(): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' }).format(new Date());
}

/** The first listing a list page shows, by the link of its card. */
async function firstListing(page: Page, path: string): Promise<string> {
  await page.goto(`${ORIGIN}${path}`);
  const href = await page.locator('main a[href^="/properties/"]').first().getAttribute('href');
  return href ?? '';
}

test('a home the market lists while the site runs appears first among the latest listings, with its history', async ({
  page,
}) => {
  const before = await firstListing(page, '/properties/latest');
  let latest = before;
  await expect(async () => {
    latest = await firstListing(page, '/properties/latest');
    expect(latest).not.toBe(before);
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  await page.goto(`${ORIGIN}${latest}`);
  const history = page.getByRole('table', { name: /changes recorded from the mls/i });
  await expect(history).toBeVisible();
  // Its own listing period (an address the demo has listed before shows the earlier periods too).
  const mlsNumber = latest.split('/').at(-1) ?? '';
  const listed = history
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^(Listed|Coming soon|Relisted)$/ }) })
    .filter({ has: page.getByRole('cell', { name: mlsNumber, exact: true }) });
  await expect(listed.getByRole('cell').first()).toHaveText(today());
  await expect(page.getByText(`Data as of ${today()}`, { exact: false })).toBeVisible();
});

test('a price cut shows on the property page as a dated history row with its percentage', async ({ page }) => {
  let reduced = '';
  await expect(async () => {
    reduced = await firstListing(page, '/properties/latest-price-changes');
    await page.goto(`${ORIGIN}${reduced}`);
    const row = page
      .getByRole('table', { name: /changes recorded from the mls/i })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Price (reduced|increased)$/ }) })
      .first();
    await expect(row.getByRole('cell').first()).toHaveText(today(), { timeout: 1_000 });
    await expect(row).toContainText(/[−+]\d+\.\d%/, { timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  // The table with its coloured change passes axe, also at phone width where it scrolls sideways.
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
