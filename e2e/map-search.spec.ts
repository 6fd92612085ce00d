import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface Spot {
  readonly x: number;
  readonly y: number;
  readonly value: string;
}

const count = (page: Page) => page.getByTestId('result-count');
const countOf = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/\D/g, ''));

/** The visible part of the map, clear of the controls over it. */
async function mapArea(page: Page) {
  const box = await page.locator('.leaflet-container').boundingBox();
  if (box === null) throw new Error('no map');
  const viewport = page.viewportSize() ?? { width: 1366, height: 900 };
  return {
    left: box.x + 60,
    right: box.x + box.width - 30,
    top: box.y + 90,
    bottom: Math.min(box.y + box.height, viewport.height) - 70,
  };
}

/** A marker (`data-cluster` or `data-pin`) whose centre lies in the visible map area. */
async function markerInView(page: Page, attribute: 'data-cluster' | 'data-pin'): Promise<Spot | null> {
  const area = await mapArea(page);
  return page.evaluate(
    ({ attribute, area }) => {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        const rect = element.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (x > area.left && x < area.right && y > area.top && y < area.bottom)
          return { x, y, value: element.getAttribute(attribute) ?? '' };
      }
      return null;
    },
    { attribute, area },
  );
}

/** Clicks clusters until single pins show. */
async function zoomToPins(page: Page): Promise<void> {
  await expect(async () => {
    if ((await markerInView(page, 'data-pin')) !== null) return;
    const cluster = await markerInView(page, 'data-cluster');
    if (cluster !== null) await page.mouse.click(cluster.x, cluster.y);
    await expect.poll(() => markerInView(page, 'data-pin'), { timeout: 1_500 }).not.toBeNull();
  }).toPass({ timeout: 20_000 });
}

async function dragMap(page: Page, dx: number, dy: number): Promise<void> {
  const area = await mapArea(page);
  const x = (area.left + area.right) / 2;
  const y = (area.top + area.bottom) / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

/** Where each cluster bubble sits on screen (to compare two views of the map). */
async function clusterLayout(page: Page): Promise<Map<string, { x: number; y: number }>> {
  const spots = await page.locator('[data-cluster]').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return [element.getAttribute('data-cluster') ?? '', rect.left, rect.top] as const;
    }),
  );
  return new Map(spots.map(([value, x, y]) => [`${value}@${Math.round(x / 10)}`, { x, y }]));
}

async function openMap(page: Page, query = ''): Promise<void> {
  await page.goto(`/search/map${query}`);
  await waitForHydration(page);
  await expect(page.locator('[data-cluster], [data-pin]').first()).toBeAttached();
}

test.describe('map search', () => {
  test('pins and clusters of the whole inventory draw on the plain background, with no request off the machine', async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!/^(https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/.test(request.url())) outside.push(request.url());
    });
    await openMap(page);
    await expect(page.getByRole('region', { name: /^Map of [\d,]+ homes/ })).toBeVisible();
    const bubbles = (
      await page
        .locator('[data-cluster]')
        .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-cluster'))))
    ).filter(Boolean);
    expect(bubbles.length).toBeGreaterThan(1);
    expect(bubbles.reduce((sum, value) => sum + value, 0) + (await page.locator('[data-pin]').count())).toBe(
      await countOf(page),
    );
    expect(outside).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('clicking a cluster zooms in until single price pins show, and a pin opens a card linking to the property', async ({
    page,
  }) => {
    await openMap(page);
    const first = await markerInView(page, 'data-cluster');
    if (first === null) throw new Error('no cluster in view');
    await page.mouse.click(first.x, first.y);
    await expect(page).toHaveURL(/bounds=/);
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
    await zoomToPins(page);
    const pin = await markerInView(page, 'data-pin');
    if (pin === null) throw new Error('no pin in view');
    await expect(page.locator(`[data-pin="${pin.value}"]`)).toHaveText(/^\$\d+(\.\d)?[KM]$/);
    await page.mouse.click(pin.x, pin.y);
    const details = page.locator('.leaflet-popup').getByRole('link', { name: /^View details/ });
    await expect(details).toHaveAttribute('href', `/properties/${pin.value}`);
    await expectNoAxeViolations(page);
  });

  test('a pin works from the keyboard: Enter opens its card, Escape closes it and focus returns', async ({ page }) => {
    await openMap(page);
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
    await zoomToPins(page);
    const pin = await markerInView(page, 'data-pin');
    if (pin === null) throw new Error('no pin in view');
    const marker = page.locator(`[data-pin="${pin.value}"]`);
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup').getByRole('link', { name: /^View details/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expect(marker).toBeFocused();
  });

  test('search as I move: a moved map goes into the address and narrows the list; off, a button searches the area', async ({
    page,
  }) => {
    await openMap(page);
    const all = await countOf(page);
    await dragMap(page, -260, 0);
    await expect(page).toHaveURL(/bounds=/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    await expect(page.getByRole('group', { name: 'Active filters' })).toContainText('Map area');
    const searched = page.url();

    await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
    await dragMap(page, 0, 160);
    // The button shows the move was taken without searching it: the address stays as it was.
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
    await expect(page).toHaveURL(searched);
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).not.toHaveURL(searched);
    await expect(page).toHaveURL(/bounds=/);
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();
  });

  test('drawing a shape writes polygon= into the address and narrows the count; clearing it widens again', async ({
    page,
  }) => {
    await openMap(page);
    const all = await countOf(page);
    await page.getByRole('button', { name: 'Draw a shape' }).click();
    const area = await mapArea(page);
    const at = (fx: number, fy: number) =>
      [area.left + (area.right - area.left) * fx, area.top + (area.bottom - area.top) * fy] as const;
    for (const [fx, fy] of [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.7, 0.7],
      [0.3, 0.7],
    ] as const) {
      const [x, y] = at(fx, fy);
      await page.mouse.click(x, y);
    }
    await expect(page.getByText('4 corners placed.')).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('polygon'))
      .toMatch(/^(-?\d+(\.\d+)?,-?\d+(\.\d+)?_){3}-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    await expect.poll(() => countOf(page)).toBeLessThan(all);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/in your drawn area/);
    await page.getByRole('button', { name: 'Clear shape' }).click();
    await expect(page).not.toHaveURL(/polygon=/);
    await expect.poll(() => countOf(page)).toBe(all);
  });

  test('hovering a card lights its pin, and hovering a pin lights its card', async ({ page }) => {
    await openMap(page);
    await page.locator('[data-listing-card]').first().hover();
    await expect(page.locator('.leaflet-marker-icon[data-highlighted="true"]')).toHaveCount(1);
    await page.mouse.move(5, 5);
    await expect(page.locator('.leaflet-marker-icon[data-highlighted="true"]')).toHaveCount(0);

    const answer = (await (await page.request.get('/api/listings/pins')).json()) as {
      pins: [string, number, number][];
    };
    const [, lat, lng] = answer.pins[0] ?? ['', 26.14, -81.8];
    await openMap(page, `?bounds=${lat - 0.002},${lng - 0.002},${lat + 0.002},${lng + 0.002}`);
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).uncheck();
    await zoomToPins(page);
    const ids = await page
      .locator('[data-listing-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-listing-card')));
    const pin = await page.evaluate(
      (shown) => shown.find((id) => id !== null && document.querySelector(`[data-pin="${id}"]`) !== null) ?? null,
      ids,
    );
    if (pin === null) throw new Error('no listed home has a pin in view');
    await page.locator(`[data-pin="${pin}"]`).hover({ force: true });
    await expect(page.locator(`[data-listing-card="${pin}"]`)).toHaveAttribute('data-highlighted', 'true');
    await expect(page.locator(`[data-pin="${pin}"]`)).toHaveAttribute('data-highlighted', 'true');
  });

  test('back and forward restore the area and the map view from the address', async ({ page }) => {
    await openMap(page);
    const all = await countOf(page);
    const areaPins = page.waitForResponse(
      (response) => response.url().includes('/api/listings/pins') && response.url().includes('bounds='),
    );
    await dragMap(page, -220, 0);
    await expect(page).toHaveURL(/bounds=/);
    const firstArea = page.url();
    await areaPins;
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const firstCount = await countOf(page);
    const firstLayout = await clusterLayout(page);
    await dragMap(page, 0, -200);
    await expect(page).not.toHaveURL(firstArea);

    await page.goBack();
    await expect(page).toHaveURL(firstArea);
    await expect.poll(() => countOf(page)).toBe(firstCount);
    // Proves a negative: the restored view is not searched as the visitor's move (1 s covers the search-as-move delay).
    await expect(
      page.waitForURL((url) => url.href !== firstArea, { timeout: 1_000, waitUntil: 'commit' }),
    ).rejects.toThrow(/Timeout/);
    const restored = await clusterLayout(page);
    const shared = [...firstLayout.keys()].filter((key) => restored.has(key));
    expect(shared.length).toBeGreaterThan(0);
    for (const key of shared)
      expect(Math.abs((restored.get(key)?.y ?? 0) - (firstLayout.get(key)?.y ?? 0))).toBeLessThan(3);

    await page.goBack();
    await expect(page).not.toHaveURL(/bounds=/);
    await expect.poll(() => countOf(page)).toBe(all);
    await page.goForward();
    await expect(page).toHaveURL(firstArea);
  });

  test('back right after a drag, before its search is in the address, shows the earlier view and is not undone', async ({
    page,
  }) => {
    await openMap(page);
    const all = await countOf(page);
    const initialLayout = await clusterLayout(page);
    await dragMap(page, -220, 0);
    await expect(page).toHaveURL(/bounds=/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await dragMap(page, 0, -200);
    // At once, within the search-as-move delay: the second drag's search has not gone out yet.
    await page.goBack();
    await expect(page).not.toHaveURL(/bounds=/);
    // The dropped drag's search does not arrive after the delay and push the dragged area back into the address.
    await expect(page.waitForURL(/bounds=/, { timeout: 1_500, waitUntil: 'commit' })).rejects.toThrow(/Timeout/);
    await expect.poll(() => countOf(page)).toBe(all);
    const restored = await clusterLayout(page);
    const shared = [...initialLayout.keys()].filter((key) => restored.has(key));
    expect(shared.length).toBeGreaterThan(0);
    for (const key of shared)
      expect(Math.abs((restored.get(key)?.y ?? 0) - (initialLayout.get(key)?.y ?? 0))).toBeLessThan(3);
  });

  test('the switch between list and map keeps the filters', async ({ page }) => {
    await page.goto('/search?city=Naples&beds=3');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/\/search\/map\?(?=.*city=Naples)(?=.*beds=3)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Naples');
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(page).toHaveURL(/\/search\?(?=.*city=Naples)(?=.*beds=3)/);
  });

  test('the server HTML shows the list and a sized map placeholder without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search/map?city=Estero');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homes for sale in Estero');
    await expect(page.locator('[data-listing-card]').first()).toBeVisible();
    const map = await page.getByRole('region', { name: /^Map of/ }).boundingBox();
    expect(map?.height ?? 0).toBeGreaterThan(250);
    await context.close();
  });
});
