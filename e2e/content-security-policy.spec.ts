import { expect, test, type Locator, type Page } from './test.ts';
import { signInAsAdmin, waitForHydration } from './support.ts';

/** Collects every Content-Security-Policy violation and console error of the page, from its first byte. */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    ...consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text)),
  ];
}

/** The page's policy as its response sent it. */
function scriptSources(policy: string | undefined): string {
  return /script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
}

/** Proves the page hydrated and is interactive: a click on an in-app link navigates without a document reload. */
async function expectInteractive(page: Page, link: (page: Page) => Locator): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const before = page.url();
  await link(page).first().click();
  await expect(page).not.toHaveURL(before);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

/** A link of the top navigation, the admin navigation, or the first listing card. */
const topLink = (name: string) => (page: Page) => page.getByRole('banner').getByRole('link', { name, exact: true });
const adminLink = (name: string) => (page: Page) =>
  page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
const listingCard = (page: Page) => page.getByRole('main').getByRole('link', { name: /\$/ });

test.describe('the Content-Security-Policy of pages', () => {
  test('public pages (home twice, from the cache too; search; map; a property) load with no violation and hydrate', async ({
    page,
    request,
  }) => {
    const violations = await watchForViolations(page);
    const { value } = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { ListingId: string }[];
    };
    const listingId = value[0]?.ListingId ?? '';

    const pageCache: string[] = [];
    for (const [path, link] of [
      ['/', topLink('Search')],
      ['/', topLink('Search')],
      ['/search?city=Naples', listingCard],
      ['/search/map?city=Estero', topLink('Home')],
      [`/properties/${listingId}`, topLink('Home')],
    ] as const) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'];
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(scriptSources(policy), path).not.toContain('unsafe-inline');
      expect(scriptSources(policy), path).toMatch(/'(sha256-[^']+|nonce-[^']+)'/);
      expect(response?.headers()['permissions-policy'], path).toContain('geolocation=()');
      pageCache.push(response?.headers()['x-page-cache'] ?? 'none');
      await expectInteractive(page, link);
      expect(await violations(), path).toEqual([]);
    }
    // 'stale' is from the cache too: a spec run earlier may have cached the home page over a minute ago.
    expect(pageCache[1], 'the second home page comes from the page cache').toMatch(/^(hit|stale)$/);
  });

  test('an inline script that is not the renderer’s own does not run', async ({ page }) => {
    const violations = await watchForViolations(page);
    const response = await page.goto('/');
    await waitForHydration(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).some((violation) => violation.startsWith('script-src'))).toBe(true);
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('admin pages get a fresh nonce on every response, load with no violation and hydrate', async ({ page }) => {
    const violations = await watchForViolations(page);
    await signInAsAdmin(page);
    const nonces: string[] = [];
    for (const [path, link] of [
      ['/admin', adminLink('Footer links')],
      ['/admin/footer-links', adminLink('Dashboard')],
      ['/', topLink('Search')],
    ] as const) {
      const response = await page.goto(path);
      const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, path).toBeDefined();
      nonces.push(nonce ?? '');
      await expectInteractive(page, link);
      expect(await violations(), path).toEqual([]);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
