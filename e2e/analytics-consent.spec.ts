import { createHash } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

/** The GA4 double the e2e site forwards to (playwright.config.ts starts it before the site). */
const COLLECTOR = `http://127.0.0.1:${String(Number(process.env.E2E_GA4_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1))}`;

interface Ga4Event {
  clientId: string;
  consent: { ad_user_data: string; ad_personalization: string };
  name: string;
  params: Record<string, string | number>;
}

interface EventBatch {
  consent: { analytics: boolean; advertising: boolean };
  clientId?: string;
  events: { name: string; navigation?: string; page: { location: string; template: string }; params: object }[];
}

// Visitors who have not chosen yet (the other specs start as visitors who refused).
test.use({ storageState: { cookies: [], origins: [] } });

interface MetaEvent {
  event_name: string;
  event_source_url: string;
  user_data: { external_id: string[]; client_user_agent: string };
  custom_data: Record<string, unknown>;
}

async function collected(page: Page): Promise<{ events: Ga4Event[]; dropped: number; meta: MetaEvent[] }> {
  const answer = await page.request.get(`${COLLECTOR}/received`);
  return (await answer.json()) as { events: Ga4Event[]; dropped: number; meta: MetaEvent[] };
}

/** What Meta kept of one visitor (known to it only by the SHA-256 of our client id), as `name path` lines. */
async function metaOf(page: Page, clientId: string): Promise<string[]> {
  const hashed = createHash('sha256').update(clientId).digest('hex');
  return (await collected(page)).meta
    .filter((event) => event.user_data.external_id.includes(hashed))
    .map((event) => `${event.event_name} ${new URL(event.event_source_url).pathname}`);
}

/** What GA4 kept of one visitor, as `name path` lines. */
async function ga4Of(page: Page, clientId: string): Promise<string[]> {
  const { events } = await collected(page);
  return events
    .filter((event) => event.clientId === clientId)
    .map((event) => `${event.name} ${new URL(String(event.params.page_location)).pathname}`);
}

/**
 * Every batch the page sends to /api/events, read as the page hands it to navigator.sendBeacon (the browser does not
 * show a beacon's body to Playwright); the beacon still goes out.
 */
async function watchBatches(page: Page): Promise<() => Promise<EventBatch[]>> {
  await page.addInitScript(() => {
    const sent: Promise<string>[] = [];
    const beacon = navigator.sendBeacon.bind(navigator);
    Object.assign(window, { sentBatches: sent });
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) sent.push(data.text());
      return beacon(url, data);
    };
  });
  return async () =>
    (await page.evaluate(() => Promise.all((window as unknown as { sentBatches: Promise<string>[] }).sentBatches))).map(
      (text) => JSON.parse(text) as EventBatch,
    );
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((found) => found.name === name)?.value;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** A client-side navigation through a link of the top bar, finished when the new page's heading shows. */
async function navigateTo(page: Page, label: string, path: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.textContent();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(heading).not.toHaveText(before ?? '');
}

test.describe('consent and events', () => {
  test('before a choice only the first-party count; after Accept one page view per load and navigation', async ({
    page,
    context,
  }) => {
    const batchesSent = await watchBatches(page);
    const before = (await collected(page)).events.length;
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await expect
      .poll(async () =>
        (await batchesSent()).flatMap((batch) =>
          batch.events.map((event) => `${event.name} ${event.navigation ?? ''}`),
        ),
      )
      .toEqual(['page_view load']);
    const batches = await batchesSent();
    expect(batches[0]).toMatchObject({ consent: { analytics: false, advertising: false } });
    expect(batches[0]?.clientId).toBeUndefined();
    expect(await cookie(context, 'cid')).toBeUndefined();

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await cookie(context, 'consent')).toBe('v1.a1.d1');
    const clientId = (await cookie(context, 'cid')) ?? '';
    expect(clientId).toMatch(/^[A-Za-z0-9-]{8,64}$/);

    await navigateTo(page, 'Communities', '/communities');
    await navigateTo(page, 'Resources', '/resources');
    await navigateTo(page, 'About Us', '/about');
    await expect
      .poll(() => ga4Of(page, clientId), { timeout: 15_000 })
      .toEqual(['page_view /communities', 'page_view /resources', 'page_view /about']);
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await expect
      .poll(() => ga4Of(page, clientId), { timeout: 15_000 })
      .toEqual(['page_view /communities', 'page_view /resources', 'page_view /about', 'page_view /about']);
    // Nothing of the page viewed before the choice reached GA4, and GA4 dropped nothing.
    const after = await collected(page);
    expect(after.events.length - before).toBe(4);
    expect(after.dropped).toBe(0);
    const communities = after.events.find((event) => event.clientId === clientId);
    expect(communities?.params).toMatchObject({
      page_template: '/communities',
      page_referrer: expect.stringMatching(/\/$/),
    });
    expect(String(communities?.params.page_title)).toMatch(/Communities/);
  });

  test('a filter applied on /search is a search event, and a sent contact form a lead', async ({ page, context }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    const clientId = (await cookie(context, 'cid')) ?? '';
    await page.getByRole('form', { name: 'Search filters' }).getByLabel('City').selectOption('Estero');
    await expect(page).toHaveURL(/city=Estero/);
    await expect.poll(() => ga4Of(page, clientId), { timeout: 15_000 }).toEqual(['search /search']);
    const search = (await collected(page)).events.find((event) => event.clientId === clientId);
    expect(search?.params.city).toBe('Estero');

    await navigateTo(page, 'Contact Us', '/contact-us');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel(/^Name/).fill('Dana Whitfield');
    await form.getByLabel(/^Email/).fill('dana.whitfield@example.com');
    await form.getByLabel(/^Phone/).fill('(239) 555-0199');
    await form.getByLabel('What can we help with?').selectOption('selling');
    await form
      .getByLabel(/^Message/)
      .fill('We would like to sell our Pelican Bay condo next spring. When could we talk?');
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you, Dana');
    await expect
      .poll(() => ga4Of(page, clientId), { timeout: 15_000 })
      .toEqual(['search /search', 'page_view /contact-us', 'generate_lead /contact-us']);
    const lead = (await collected(page)).events.find(
      (event) => event.name === 'generate_lead' && event.clientId === clientId,
    );
    expect(lead?.params.form_name).toBe('contact');
    expect(JSON.stringify(lead)).not.toContain('Dana');
  });

  test('a property page sends view_item with its listing id, price and city', async ({ page, context }) => {
    const { value } = (await (await page.request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
      value: { ListingId: string; ListPrice: number; City: string }[];
    };
    const listing = value[0];
    if (listing === undefined) throw new Error('The demo data has no team listing');
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    const clientId = (await cookie(context, 'cid')) ?? '';
    await page.goto(`/properties/${listing.ListingId}`);
    await waitForHydration(page);
    await expect
      .poll(() => ga4Of(page, clientId), { timeout: 15_000 })
      .toEqual([`page_view /properties/${listing.ListingId}`, `view_item /properties/${listing.ListingId}`]);
    const item = (await collected(page)).events.find(
      (event) => event.name === 'view_item' && event.clientId === clientId,
    );
    expect(item?.params).toMatchObject({
      listing_id: listing.ListingId,
      value: listing.ListPrice,
      city: listing.City,
      page_template: '/properties/$listingId',
    });
  });

  test('after Reject all nothing reaches GA4 and the client id is gone', async ({ page, context, browser }) => {
    const batchesSent = await watchBatches(page);
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    expect(await cookie(context, 'consent')).toBe('v1.a0.d0');
    expect(await cookie(context, 'cid')).toBeUndefined();
    const before = (await collected(page)).events.length;
    await navigateTo(page, 'Communities', '/communities');
    await expect
      .poll(async () => (await batchesSent()).flatMap((batch) => batch.events.map((event) => event.page.location)))
      .toContain('/communities');
    for (const batch of await batchesSent()) {
      expect(batch.consent).toEqual({ analytics: false, advertising: false });
      expect(batch.clientId).toBeUndefined();
    }
    // Another visitor who accepts: once their page view is at GA4, the refusing visitor's would be too.
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await waitForHydration(otherPage);
    await banner(otherPage).getByRole('button', { name: 'Accept all' }).click();
    await navigateTo(otherPage, 'Resources', '/resources');
    const otherId = (await cookie(other, 'cid')) ?? '';
    await expect.poll(() => ga4Of(otherPage, otherId), { timeout: 15_000 }).toEqual(['page_view /resources']);
    expect((await collected(page)).events.length - before).toBe(1);
    await other.close();
  });

  test('Meta gets page views and a lead only with advertising consent, under a hashed id, never what was typed', async ({
    page,
    context,
    browser,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    const clientId = (await cookie(context, 'cid')) ?? '';
    await navigateTo(page, 'Contact Us', '/contact-us');
    const form = page.getByRole('region', { name: 'Send us a message' });
    await form.getByLabel(/^Name/).fill('Priya Raman');
    await form.getByLabel(/^Email/).fill('priya.raman@example.com');
    await form.getByLabel('What can we help with?').selectOption('buying');
    await form.getByLabel(/^Message/).fill('We are moving to Fort Myers in spring.');
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you');

    await expect
      .poll(() => metaOf(page, clientId), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['PageView /contact-us', 'Lead /contact-us']));
    const sent = JSON.stringify((await collected(page)).meta);
    expect(sent).not.toContain('priya');
    expect(sent).not.toContain(clientId);

    // A visitor who agrees to analytics only: GA4 gets the visit, Meta nothing.
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await waitForHydration(otherPage);
    await banner(otherPage).getByRole('button', { name: 'Choose' }).click();
    const dialog = otherPage.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: /^Analytics/ }).check();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    const otherId = (await cookie(other, 'cid')) ?? '';
    await navigateTo(otherPage, 'Resources', '/resources');
    await expect.poll(() => ga4Of(otherPage, otherId), { timeout: 15_000 }).toEqual(['page_view /resources']);
    expect(await metaOf(otherPage, otherId)).toEqual([]);
    await other.close();
  });

  test.describe('with Global Privacy Control', () => {
    test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

    test('advertising is off and cannot be turned on; GA4 gets the visits with advertising signals denied', async ({
      page,
      context,
    }) => {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
      });
      await page.goto('/');
      await waitForHydration(page);
      await banner(page).getByRole('button', { name: 'Choose' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await expect(dialog).toBeVisible();
      const advertising = dialog.getByRole('switch', { name: /^Advertising/ });
      await expect(advertising).toBeDisabled();
      await expect(advertising).not.toBeChecked();
      await expect(dialog).toContainText('Your browser sends Global Privacy Control');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await cookie(context, 'consent')).toBeUndefined();
      await expect(banner(page)).toBeVisible();

      await banner(page).getByRole('button', { name: 'Choose' }).click();
      await dialog.getByRole('switch', { name: /^Analytics/ }).check();
      await dialog.getByRole('button', { name: 'Save choices' }).click();
      await expect(dialog).toBeHidden();
      expect(await cookie(context, 'consent')).toBe('v1.a1.d0');
      const clientId = (await cookie(context, 'cid')) ?? '';
      await navigateTo(page, 'Communities', '/communities');
      await expect.poll(() => ga4Of(page, clientId), { timeout: 15_000 }).toEqual(['page_view /communities']);
      const event = (await collected(page)).events.find((found) => found.clientId === clientId);
      expect(event?.consent).toEqual({ ad_user_data: 'DENIED', ad_personalization: 'DENIED' });

      // The footer's "Cookie settings" opens the choice again, as it stands.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
      await expect(dialog.getByRole('switch', { name: /^Analytics/ })).toBeChecked();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test('the privacy policy says what is collected and opens the cookie settings', async ({ page }) => {
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Page views, analytics and cookies' });
    await expect(section).toContainText('Global Privacy Control');
    await expect(section).toContainText('Google Analytics');
    await section.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });

  test('the banner fits a 390 px screen as an overlay that moves nothing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    const top = (await heading.boundingBox())?.y;
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    expect((await heading.boundingBox())?.y).toBe(top);
    const box = await banner(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });
});
