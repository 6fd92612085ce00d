import { expect, test, type Locator, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

const PATH = '/featured-properties/open-houses';

interface EventJsonLd {
  '@type': string;
  name: string;
  startDate: string;
  endDate: string;
  eventAttendanceMode: string;
  eventStatus: string;
  url: string;
  location: {
    '@type': string;
    address: { '@type': string; streetAddress: string; addressLocality: string; postalCode: string };
    geo: { latitude: number; longitude: number };
  };
}

const count = (page: Page) => page.getByTestId('open-house-count');
const shownCount = async (page: Page) =>
  Number(/^[\d,]+/.exec((await count(page).textContent()) ?? '')?.[0].replace(/,/g, '') ?? Number.NaN);
const starts = (page: Page) => page.getByRole('main').locator('time[datetime]');
const dayHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** The local date (YYYY-MM-DD, Southwest Florida) of the first open house in the next 7 days. */
async function aDayWithOpenHouses(page: Page): Promise<string> {
  const answer = (await (await page.request.get('/api/open-houses?when=next-7-days')).json()) as {
    openHouses: { openHouse: { OpenHouseStartTime: string } }[];
  };
  const first = answer.openHouses[0];
  if (!first) throw new Error('the demo data has no open house in the next 7 days');
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
    new Date(first.openHouse.OpenHouseStartTime),
  );
}

async function expectByStartTime(page: Page): Promise<void> {
  const times = await starts(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('datetime') ?? ''),
  );
  expect(times.length).toBeGreaterThan(0);
  expect(times).toEqual([...times].sort());
}

test.describe('open houses', () => {
  test('each date filter goes into the address and lists its open houses by start time', async ({ page }) => {
    await page.goto(PATH);
    await waitForHydration(page);
    await expect(count(page)).toHaveText(/^[\d,]+ open houses? coming up$/);
    await expectByStartTime(page);
    const upcoming = await shownCount(page);

    const dates = page.getByRole('navigation', { name: 'Open house dates' });
    await dates.getByRole('link', { name: 'This weekend' }).click();
    await expect(page).toHaveURL(/when=weekend/);
    await expect(dates.getByRole('link', { name: 'This weekend' })).toHaveAttribute('aria-current', 'page');
    await expect(count(page)).toHaveText(/this weekend$/);
    await expect(page).toHaveTitle(/^Open Houses This Weekend \| Palmetto Realty Group$/);
    for (const day of await dayHeadings(page).allTextContents()) expect(day).toMatch(/^(Saturday|Sunday), /);

    await dates.getByRole('link', { name: 'Next 7 days' }).click();
    await expect(page).toHaveURL(/when=next-7-days/);
    await expect(count(page)).toHaveText(/in the next 7 days$/);
    await expectByStartTime(page);
    expect(await shownCount(page)).toBeLessThanOrEqual(upcoming);

    const day = await aDayWithOpenHouses(page);
    await page.getByRole('textbox', { name: 'On a date' }).fill(day);
    await page.getByRole('button', { name: 'Show date' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await expect(dayHeadings(page)).toHaveCount(1);
    await expect(count(page)).toHaveText(new RegExp(`on ${(await dayHeadings(page).first().textContent()) ?? ''}$`));
    await expectByStartTime(page);

    await dates.getByRole('link', { name: 'Upcoming' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(count(page)).toHaveText(/coming up$/);
  });

  test('each open house shows its day, time window, remarks and card, and its home on the map', async ({ page }) => {
    await page.goto(`${PATH}?when=next-7-days`);
    await waitForHydration(page);
    const first = page.locator('[data-listing-card]').first();
    await expect(first.locator('time')).toHaveText(/^\d{1,2}:\d{2}( [AP]M)? – \d{1,2}:\d{2} [AP]M$/);
    await expect(first.getByRole('link', { name: /\$[\d,]+/ })).toHaveAttribute('href', /^\/properties\//);
    await expect(page.locator('[data-cluster], [data-pin]').first()).toBeAttached();
    await first.hover();
    await expect(page.locator('.leaflet-marker-icon[data-highlighted="true"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('the server HTML carries a schema.org Event for each open house (no JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${PATH}?when=next-7-days`);
    const listed = await page.locator('[data-listing-card]').count();
    expect(listed).toBeGreaterThan(0);
    const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
    const events = scripts.map((text) => JSON.parse(text) as EventJsonLd).filter((data) => data['@type'] === 'Event');
    expect(events).toHaveLength(listed);
    for (const event of events) {
      expect(event.name).toMatch(/^Open house: /);
      expect(Date.parse(event.endDate)).toBeGreaterThan(Date.parse(event.startDate));
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.url).toMatch(/^\/properties\/\w+$/);
      expect(event.location['@type']).toBe('Place');
      expect(event.location.address['@type']).toBe('PostalAddress');
      expect(event.location.address.postalCode).toMatch(/^\d{5}$/);
      expect(Math.abs(event.location.geo.latitude - 26.5)).toBeLessThan(1.5);
    }
    await context.close();
  });

  test('a window without open houses says so and offers the others', async ({ page }) => {
    await page.goto(`${PATH}?date=2030-01-02`);
    await waitForHydration(page);
    const empty = page.getByTestId('open-houses-empty');
    await expect(empty.getByRole('heading', { name: 'No open houses on Wednesday, January 2' })).toBeVisible();
    await expectNoAxeViolations(page);
    await empty.getByRole('link', { name: 'See all upcoming open houses' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(count(page)).toHaveText(/coming up$/);
  });

  test('a bad date in the address falls back to upcoming open houses and says why', async ({ page }) => {
    await page.goto(`${PATH}?date=2026-02-30`);
    await expect(
      page.getByText('The date must be written YYYY-MM-DD; showing upcoming open houses instead'),
    ).toBeVisible();
    await expect(count(page)).toHaveText(/coming up$/);
  });

  test('a day that has passed is refused: the address falls back to upcoming open houses, the date box starts today', async ({
    page,
  }) => {
    await page.goto(`${PATH}?date=2020-01-01`);
    await waitForHydration(page);
    await expect(page.getByText('That date has passed; showing upcoming open houses instead')).toBeVisible();
    await expect(count(page)).toHaveText(/coming up$/);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    await expect(page.locator('input[name="date"]')).toHaveAttribute('min', today);
  });

  test('an open house the team streams live links to the stream from its listing and from this page', async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get('/api/open-houses')).json()) as {
      openHouses: {
        openHouse: { ListingId: string; LivestreamOpenHouseURL: string | null; OpenHouseStartTime: string };
      }[];
    };
    const streamed = answer.openHouses.find((item) => item.openHouse.LivestreamOpenHouseURL !== null)?.openHouse;
    expect(streamed?.LivestreamOpenHouseURL).toMatch(/^https:\/\//);
    await page.goto(`/properties/${streamed?.ListingId}`);
    const liveLinks = (scope: Locator) =>
      scope.getByRole('link', { name: /^Watch it live: .+ \(opens in a new tab\)$/ });
    const fromListing = liveLinks(page.getByRole('region', { name: 'Open houses' })).first();
    await expect(fromListing).toHaveAttribute('href', streamed?.LivestreamOpenHouseURL ?? '');
    await expect(fromListing).toHaveAttribute('target', '_blank');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(streamed?.OpenHouseStartTime ?? ''),
    );
    await page.goto(`${PATH}?date=${day}`);
    await expect(liveLinks(page.getByRole('main')).first()).toHaveAttribute(
      'href',
      streamed?.LivestreamOpenHouseURL ?? '',
    );
  });
});
