import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

/**
 * The live demo feed (issue 14): a server of its own, with batches every 3 seconds of a market running
 * 2,000 times as fast, so homes come on the market and prices change while the test watches. The shared
 * e2e server keeps the default pace (a batch every 10 minutes), so the other specs see still data.
 */
// E2E_PORT+1 is the GA4 and Meta double, +2 and +3 the test SMTP server, +5 the alerts spec's server.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 4;
const ORIGIN = `http://127.0.0.1:${String(PORT)}`;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'}-feed`;
const SNAPSHOT = `packages/web/.snapshots/${String(process.env.E2E_PORT ?? 4173)}`;

let server: ChildProcess | undefined;

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${ORIGIN}/api/health`)).ok;
  } catch {
    return false;
  }
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ['packages/api/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SEED_LISTINGS: '1500',
      DEMO_FEED_MINUTES: '0.05',
      DEMO_FEED_SPEED: '2000',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'e2e.feed@palmetto.example',
      ADMIN_PASSWORD: 'Gulf-Shore-2026',
      ...(process.env.E2E_WEB_SNAPSHOT !== undefined && existsSync(SNAPSHOT) ? { WEB_DIST_DIR: SNAPSHOT } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (!(await healthy())) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('The demo feed server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(async () => {
  if (server === undefined || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
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
});
