import { expect, test, type Page } from './test.ts';
import { signInAsAdmin, waitForHydration } from './support.ts';

/** The page's own stylesheets: links in the HTML plus the CSS inlined into its head. */
async function pageStyles(page: Page) {
  return page.evaluate(() => ({
    linked: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    inlined: document.querySelector('style[data-tsr-inline-css]')?.textContent ?? '',
  }));
}

test.describe('what a public page loads', () => {
  test('public pages block the first paint on no stylesheet and carry no admin CSS', async ({ request }) => {
    for (const path of ['/', '/search', '/contact-us', '/communities/naples', '/resources']) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const blocking = head.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(blocking.length, `${path}: render-blocking stylesheets`).toBeLessThanOrEqual(2);
      expect(head, `${path}: admin code or CSS`).not.toMatch(
        /admin-layout|seo-page|rich-text-field|doc-route-page|notifications/,
      );
      expect(head).toContain('data-tsr-inline-css');
    }
  });

  test("pages drawn without Mantine load none of its code: no Mantine provider, and the theme's colours still apply", async ({
    page,
    request,
  }) => {
    const search = (await (await request.get('/api/listings/search')).json()) as { listings: { ListingId: string }[] };
    const property = `/properties/${search.listings[0]?.ListingId ?? ''}`;
    for (const path of ['/', '/search', property, '/communities/naples']) {
      const html = await (await request.get(path)).text();
      // Mantine's provider writes its global classes into the page; these pages have no provider.
      expect(html, `${path}: Mantine's provider`).not.toContain('data-mantine-styles');
      expect(html, `${path}: the theme's variables`).toContain('--mantine-primary-color-filled');
    }
    await page.goto('/');
    await waitForHydration(page);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-8').trim(),
    );
    expect(primary.toLowerCase()).toBe('#0b3c5d');
  });

  test("public pages make no Intl formatter while they load and hydrate (a page's first costs 15-34 ms)", async ({
    page,
    request,
  }) => {
    // Every Intl constructor and toLocale… call the page makes, with where it came from (ADR 0050, 0052, 0053).
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { intlCalls: string[] }).intlCalls = calls;
      const note = (what: string) => calls.push(`${what} ${new Error().stack?.split('\n')[3]?.trim() ?? ''}`);
      type Formatter = (new (...args: unknown[]) => object) & ((...args: unknown[]) => unknown);
      const intl = Intl as unknown as Record<string, Formatter | undefined>;
      for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) {
        const original = intl[name];
        if (original === undefined) continue;
        intl[name] = new Proxy(original, {
          construct: (target, args) => {
            note(`Intl.${name}`);
            return new target(...(args as unknown[]));
          },
          apply: (target, self, args) => {
            note(`Intl.${name}()`);
            return Reflect.apply(target, self, args as unknown[]);
          },
        });
      }
      const methods: [object, string][] = [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
      ];
      for (const [prototype, method] of methods) {
        const owner = prototype as Record<string, (...args: unknown[]) => unknown>;
        const original = owner[method];
        if (original === undefined) continue;
        owner[method] = function (this: unknown, ...args: unknown[]) {
          note(method);
          return original.apply(this, args);
        };
      }
    });
    const search = (await (await request.get('/api/listings/search?sort=newest')).json()) as {
      listings: { ListingId: string; ListPrice: number | null; PreviousListPrice: number | null }[];
    };
    const reduced = search.listings.find(
      (listing) => listing.PreviousListPrice !== null && listing.PreviousListPrice !== listing.ListPrice,
    );
    const articles = (await (await request.get('/api/articles')).json()) as {
      items: { category: string; slug: string }[];
    };
    // An article outside the team's own category (whose addresses carry the team's page instead).
    const article = articles.items.find((item) => item.category !== 'team-articles');
    const agents = (await (await request.get('/api/agents')).json()) as { items: { slug: string }[] };
    const paths = [
      '/',
      '/search',
      '/search/map',
      `/properties/${search.listings[0]?.ListingId ?? ''}`,
      ...(reduced === undefined ? [] : [`/properties/${reduced.ListingId}`]),
      '/communities/naples',
      `/resources/${article?.category ?? ''}/${article?.slug ?? ''}`,
      '/featured-properties/open-houses',
      `/about/meet-our-agents/${agents.items[0]?.slug ?? ''}`,
      '/about/our-sales-results',
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      const calls = await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls);
      expect(calls, `${path}: Intl formatters made`).toEqual([]);
    }
  });

  test("a page's code downloads after the browser showed its main picture, and starts without it if it never comes", async ({
    page,
    request,
  }) => {
    const search = (await (await request.get('/api/listings/search')).json()) as { listings: { ListingId: string }[] };
    const articles = (await (await request.get('/api/articles')).json()) as {
      items: { category: string; slug: string }[];
    };
    const article = articles.items.find((item) => item.category !== 'team-articles');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/',
      `/properties/${search.listings[0]?.ListingId ?? ''}`,
      '/communities/naples',
      `/resources/${article?.category ?? ''}/${article?.slug ?? ''}`,
    ]) {
      await page.goto(path);
      await waitForHydration(page);
      const { picture, shown, scripts } = await page.evaluate(async () => {
        const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        // When the browser showed the main picture (Element Timing; its entries are observed, not listed).
        const shownAt = await new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number })[])
              if (entry.identifier === 'main-picture') resolve(entry.renderTime);
          }).observe({ type: 'element', buffered: true });
        });
        return {
          picture: entries.find((entry) => entry.name === main?.currentSrc)?.responseEnd ?? null,
          shown: shownAt,
          scripts: entries.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
        };
      });
      expect(picture, `${path}: the main picture's download`).not.toBeNull();
      expect(shown, `${path}: the main picture on the screen`).toBeGreaterThanOrEqual(picture ?? Infinity);
      expect(scripts.length, `${path}: scripts`).toBeGreaterThan(0);
      expect(Math.min(...scripts), `${path}: the first script's request`).toBeGreaterThanOrEqual(shown);
    }
    // A main picture that never arrives: the page still starts its code (START_AT_THE_LATEST_MS, 3 s).
    await page.route(/\/media\/images\//, () => undefined);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
  });

  test('an admin page gets the admin layout and its own page styles', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/footer-links');
    await expect(page.getByRole('heading', { name: 'Footer links' })).toBeVisible();
    const { inlined } = await pageStyles(page);
    expect(inlined.length).toBeGreaterThan(1000);
    // The sidebar is styled on the server's HTML: the admin layout's CSS came with the page.
    await expect(page.getByRole('link', { name: 'Footer links' }).first()).toBeVisible();
  });

  test('an admin page answers its first click even when the admin layout code arrives late', async ({ page }) => {
    await signInAsAdmin(page);
    // A slow network for the admin layout's chunk only: the page must not look ready before it is.
    await page.route(/\/assets\/admin-layout-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/admin');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin-console-login$/);
  });

  test('/contact-us asks the API for nothing after load and fetches no stylesheet; the idle prefetch fetches page code only', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    // The idle prefetch (1 s after load) fetches the search page's code: once it has, the page is settled.
    const searchCode = page.waitForResponse((response) => /\/assets\/search-page-[\w-]+\.js$/.test(response.url()));
    await page.goto('/contact-us');
    await waitForHydration(page);
    await searchCode;
    expect(apiCalls).toEqual([]);
    // Its CSS came inlined, and opening its own code does not fetch that CSS again (the map's own
    // stylesheet comes with the map's code).
    const inlined = await page.evaluate(() =>
      [...document.querySelectorAll('link[data-inlined]')].map((link) => (link as HTMLLinkElement).href),
    );
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheets.filter((url) => inlined.includes(url))).toEqual([]);
    expect(stylesheets.filter((url) => !/\/leaflet-[\w-]+\.css$/.test(url))).toEqual([]);
  });

  test("a property page on a phone loads the map's code when the visitor scrolls near the map, not before", async ({
    page,
    request,
  }) => {
    const search = (await (await request.get('/api/listings/search')).json()) as {
      listings: { ListingId: string; Latitude: number | null }[];
    };
    const mapped = search.listings.find((listing) => listing.Latitude !== null);
    expect(mapped).toBeDefined();
    await page.setViewportSize({ width: 390, height: 844 });
    const leaflet: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/leaflet-/.test(sent.url())) leaflet.push(sent.url());
    });
    const searchCode = page.waitForResponse((response) => /\/assets\/search-page-[\w-]+\.js$/.test(response.url()));
    await page.goto(`/properties/${mapped?.ListingId ?? ''}`);
    await waitForHydration(page);
    // The idle prefetch has run: the page has settled without the map's code.
    await searchCode;
    expect(leaflet).toEqual([]);
    const map = page.getByRole('region', { name: /^Map showing / });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(leaflet.some((url) => url.endsWith('.js'))).toBe(true);
  });
});

test.describe('scroll position', () => {
  /**
   * Where the 17th home of the search sits on a phone's screen after a jump to it (past homes never drawn: they stood
   * in at an estimated height, ui/deferred-render.ts), the pointer moved off so no card is lifted by hover.
   */
  async function jumpToADistantHome(page: Page) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search');
    await waitForHydration(page);
    const card = page.locator('main a[href^="/properties/"]').nth(16);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const onScreen = async () => {
      await page.mouse.move(1, 1);
      return (await card.boundingBox())?.y ?? Number.NaN;
    };
    return { card, scrolled, onScreen, top: await onScreen() };
  }

  test('a new page shows its top at once; back restores where the visitor was', async ({ page }) => {
    const { card, scrolled, onScreen, top } = await jumpToADistantHome(page);
    const searchTitle = await page.getByRole('heading', { level: 1 }).textContent();
    await card.click();
    await page.waitForURL(/\/properties\//);
    // The property page's own title: the page has been drawn.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(searchTitle ?? '');
    // No animation: the first frame of the new page is already at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/search/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    // The same home where it was on the screen, not only about the same scroll offset.
    await expect.poll(async () => Math.abs((await onScreen()) - top)).toBeLessThan(2);
  });

  test('a reload keeps the place on the page', async ({ page }) => {
    const { scrolled, onScreen, top } = await jumpToADistantHome(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    await expect.poll(async () => Math.abs((await onScreen()) - top)).toBeLessThan(2);
  });

  test('on a phone, the first page draws what is below its first screen as the visitor scrolls to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    // What is inside the footer is drawn (not skipped by content-visibility).
    const drawn = () =>
      footer
        .getByRole('link', { name: 'Map Search' })
        .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
    // Out of sight, the footer is not drawn yet, but its links are already there for screen readers and search.
    expect(await drawn()).toBe(false);
    await expect(footer.getByRole('link', { name: 'Map Search' })).toHaveCount(1);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    // After a navigation every part of a page is drawn (back and forward restore exact positions): the search
    // page's footer, far below its first screen.
    await footer.getByRole('link', { name: 'Search Homes' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/for sale/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await drawn()).toBe(true);
  });
});
