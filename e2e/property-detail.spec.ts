import { expect, test, type APIRequestContext, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface Listing {
  ListingId: string;
  ListingKey: string;
  ListPrice: number;
  StreetName: string;
  City: string;
  SubdivisionName: string | null;
  Media: { MediaURL: string; Order: number }[];
}

/** A team listing (office PRG) with several photos and a subdivision. */
async function teamListing(request: APIRequestContext): Promise<Listing> {
  const { value } = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
    value: Listing[];
  };
  const listing = value.find((item) => item.Media.length >= 5 && item.SubdivisionName !== null);
  if (!listing) throw new Error('The demo data has no team listing with photos and a subdivision');
  return listing;
}

async function openListing(
  page: Page,
  request: APIRequestContext,
  form: 'properties' | 'property' = 'properties',
): Promise<Listing> {
  const listing = await teamListing(request);
  const response = await page.goto(`/${form}/${listing.ListingId}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  return listing;
}

const calculator = (page: Page) => page.getByRole('region', { name: 'What it really costs a month' });
const requestForm = (page: Page) => page.getByRole('region', { name: 'Interested in this home?' });
const total = (page: Page) => calculator(page).getByRole('status');

async function fillRequest(page: Page, fields: { name?: string; email?: string; phone?: string }): Promise<void> {
  const form = requestForm(page);
  if (fields.name !== undefined) await form.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await form.getByLabel('Email').fill(fields.email);
  if (fields.phone !== undefined) await form.getByLabel('Phone').fill(fields.phone);
}

test.describe('property detail', () => {
  test('/properties/{id} shows the address, price, facts, remarks and the listing source', async ({
    page,
    request,
  }) => {
    const listing = await openListing(page, request);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.StreetName);
    await expect(page).toHaveTitle(new RegExp(`${listing.City} FL \\d{5} \\| Palmetto Realty Group$`));
    await expect(page.getByText(`$${listing.ListPrice.toLocaleString('en-US')}`).first()).toBeVisible();
    const facts = page.getByRole('region', { name: 'Key facts' });
    for (const label of ['Bedrooms', 'Bathrooms', 'Year built', 'County', 'Subdivision', 'Status', 'MLS #'])
      await expect(facts.getByText(label, { exact: true })).toBeVisible();
    await expect(facts).toContainText(listing.ListingId);
    await expect(page.getByRole('region', { name: 'About this home' })).toBeVisible();
    const source = page.getByRole('region', { name: 'Listing source' });
    await expect(source).toContainText('Listing courtesy of Palmetto Realty Group');
    await expect(source).toContainText(/Last updated \w{3} \d{1,2}, \d{4}/);
    await expect(source).toContainText('deemed reliable but is not guaranteed');
    await expect(
      page
        .getByRole('region', { name: `More homes in ${listing.SubdivisionName}` })
        .getByRole('link', { name: `See all homes in ${listing.SubdivisionName}` }),
    ).toHaveAttribute(
      'href',
      `/search?subdivision=${encodeURIComponent(listing.SubdivisionName ?? '').replace(/%20/g, '+')}`,
    );
  });

  test('/property/{id} is the same page, with the canonical link to /properties/{id}', async ({ page, request }) => {
    const listing = await openListing(page, request, 'property');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.StreetName);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^https?://[^/]+/properties/${listing.ListingId}$`),
    );
  });

  test('a featured listing on the home page opens its page by address slug', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const card = page
      .getByRole('region', { name: 'Featured Properties' })
      .getByRole('link')
      .filter({ hasText: 'beds' })
      .first();
    await expect(card).toHaveAttribute('href', /^\/featured-properties\/[a-z0-9-]+$/);
    await card.click();
    await expect(page).toHaveURL(/\/featured-properties\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/properties\/\w+$/);
    const direct = await page.request.get(page.url());
    expect(direct.status()).toBe(200);
  });

  test('the gallery opens full screen and follows ← → and Esc', async ({ page, request }) => {
    const listing = await openListing(page, request);
    const count = listing.Media.length;
    await page.getByRole('button', { name: 'Full screen', exact: true }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText(`1 / ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText(`2 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText(`${count} / ${count}`);
    await expect(viewer.locator('img')).toHaveAttribute('alt', /\S/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByRole('region', { name: /^Photos of / })).toContainText(`${count} / ${count}`);
  });

  test('the thumbnails and arrow keys change the large photo without moving the layout', async ({ page, request }) => {
    const listing = await openListing(page, request);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const size = async () => gallery.evaluate((element) => [element.clientWidth, element.clientHeight]);
    const before = await size();
    await gallery.getByRole('button', { name: /^Show photo 3:/ }).click();
    await expect(gallery).toContainText(`3 / ${listing.Media.length}`);
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toContainText(`4 / ${listing.Media.length}`);
    expect(await size()).toEqual(before);
  });

  test('the calculator starts from the price, recalculates and explains bad values', async ({ page, request }) => {
    await openListing(page, request);
    const section = calculator(page);
    const first = await total(page).textContent();
    expect(first).toMatch(/^\$[\d,]+\/mo$/);
    await section.getByLabel('Interest rate').fill('3');
    await expect(total(page)).not.toHaveText(first ?? '');
    const atThree = await total(page).textContent();
    await section.getByRole('radio', { name: '30 yr' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('radio', { name: '20 yr' })).toBeChecked();
    await expect(total(page)).not.toHaveText(atThree ?? '');
    await section.getByText('15 yr', { exact: true }).click();
    await expect(section.getByRole('radio', { name: '15 yr' })).toBeChecked();
    await section.getByLabel('Interest rate').fill('45');
    await expect(section.getByText('Enter a rate from 0 to 30 %')).toBeVisible();
    await expect(section).toContainText('Correct the highlighted fields to see the cost.');
    await section.getByLabel('Interest rate').fill('6');
    await section.getByLabel('Home price').fill('');
    await expect(section.getByText('Enter an amount of 0 or more').first()).toBeVisible();
    await section.getByLabel('Home price').fill('500000');
    await section.getByLabel('Down payment').fill('120');
    await expect(section.getByText('Enter a percent from 0 to 100')).toBeVisible();
    await section.getByLabel('Down payment').fill('25');
    await expect(total(page)).toHaveText(/^\$[\d,]+\/mo$/);
    await expectNoAxeViolations(page);
  });

  test('a team listing shows its agent beside the form and below, its neighbourhood and the brochure', async ({
    page,
    request,
  }) => {
    await openListing(page, request);
    const agentSection = page.getByRole('region', { name: 'Your agent for this home' });
    await expect(agentSection).toBeVisible();
    const agentName = (await agentSection.locator('p').first().textContent()) ?? '';
    expect(agentName).not.toBe('');
    await expect(requestForm(page)).toContainText(`Listed by ${agentName}`);
    const neighbourhood = page.getByRole('region', { name: /^The neighborhood: / });
    await expect(neighbourhood.getByRole('link', { name: /^About / })).toHaveAttribute('href', /^\/communities\//);
    await expect(neighbourhood.getByRole('link', { name: /^Every home for sale in / })).toHaveAttribute(
      'href',
      /^\/search\?community=/,
    );
    await expect(page.getByRole('button', { name: 'Print the brochure or save it as a PDF' })).toBeVisible();
    await agentSection.getByRole('link', { name: `More about ${agentName}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agentName);
  });

  test('a request for information is stored and confirmed', async ({ page, request }) => {
    const listing = await openListing(page, request);
    const form = requestForm(page);
    await expect(form.getByLabel('Message')).toHaveValue(/^I'm interested in .+/);
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await fillRequest(page, { name: 'Dana Whitfield', email: 'dana.whitfield@example.com', phone: '(239) 555-0142' });
    await form.getByLabel(/I agree to be contacted/).check();
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(String), status: 'new' });
    expect(response.request().postDataJSON()).toMatchObject({
      topic: 'listing-inquiry',
      listingId: listing.ListingId,
      consent: true,
      website: '',
    });
    await expect(form.getByRole('status')).toContainText('Thanks, Dana Whitfield. We received your request');
  });

  test('the form names each problem next to its field before sending anything', async ({ page, request }) => {
    await openListing(page, request);
    const form = requestForm(page);
    let sent = 0;
    await page.route('**/api/contact', (route) => {
      sent += 1;
      return route.continue();
    });
    // The message starts filled in ("I'm interested in …"): clear it and make sure it stays clear.
    await expect(async () => {
      await form.getByLabel('Message').fill('');
      await expect(form.getByLabel('Message')).toHaveValue('', { timeout: 500 });
    }).toPass();
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please write a message')).toBeVisible();
    await expect(form.getByText('Please agree to be contacted about your request')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await fillRequest(page, { name: 'Dana', email: 'dana@', phone: 'call me' });
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(form.getByText('Please enter your name')).toBeHidden();
    await expectNoAxeViolations(page);
    expect(sent).toBe(0);
  });

  test("the server's field messages are shown next to the fields and the typed text is kept", async ({
    page,
    request,
  }) => {
    const listing = await openListing(page, request);
    const direct = await request.post('/api/contact', {
      data: {
        topic: 'showing-request',
        name: '',
        email: 'nobody',
        message: 'Hi',
        listingId: listing.ListingId,
        consent: false,
        sourcePath: '/',
      },
    });
    expect(direct.status()).toBe(400);
    const { issues } = (await direct.json()) as { issues: { field: string; message: string }[] };
    expect(issues.map((issue) => issue.field)).toEqual(expect.arrayContaining(['name', 'email', 'consent']));
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: { error: 'Invalid request', issues: [{ field: 'email', message: 'Please enter a valid email address' }] },
      }),
    );
    const form = requestForm(page);
    await form.getByText('Schedule a showing', { exact: true }).click();
    await form.getByLabel('Preferred day and time').fill('Saturday morning');
    await fillRequest(page, { name: 'Dana', email: 'dana@example.com' });
    await form.getByLabel('Message').fill('Can we see it this weekend?');
    await form.getByLabel(/I agree to be contacted/).check();
    await form.getByRole('button', { name: 'Request a showing' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { error: 'Your message could not be saved. Please try again, or call us.' } }),
    );
    await form.getByRole('button', { name: 'Request a showing' }).click();
    await expect(form.getByRole('alert')).toContainText('Your message could not be saved');
    await expect(form.getByLabel('Message')).toHaveValue('Can we see it this weekend?');
    await expect(form.getByLabel('Preferred day and time')).toHaveValue('Saturday morning');
  });

  test('an unknown listing answers 404 with the Page Not Found screen', async ({ page }) => {
    for (const path of ['/properties/000000000', '/property/000000000', '/featured-properties/no-such-home']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    }
  });

  test('a listing that cannot be fetched shows why, and Try again loads it', async ({ page, request }) => {
    await openListing(page, request);
    await page.route('**/api/corelogic/property/**', (route) =>
      route.fulfill({ status: 503, json: { error: 'The listing service is unavailable' } }),
    );
    const card = page
      .getByRole('region', { name: /^More homes in / })
      .getByRole('link')
      .first();
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This home could not be loaded');
    await expect(page.getByRole('alert')).toHaveText('The listing service is unavailable');
    await page.unroute('**/api/corelogic/property/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Key facts' })).toBeVisible();
  });

  test('the server HTML carries the title, canonical link, Open Graph photo and JSON-LD (no JavaScript)', async ({
    browser,
    request,
  }) => {
    const listing = await teamListing(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/property/${listing.ListingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.StreetName);
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/properties/${listing.ListingId}$`));
    const firstPhoto = [...listing.Media].sort((a, b) => a.Order - b.Order)[0]?.MediaURL ?? '';
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new URL(firstPhoto, canonical).href,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^\\$${listing.ListPrice.toLocaleString('en-US')} · `),
    );
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const json = scripts
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'RealEstateListing');
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: canonical,
      offers: { '@type': 'Offer', price: listing.ListPrice, priceCurrency: 'USD' },
      mainEntity: { address: { '@type': 'PostalAddress', addressLocality: listing.City } },
    });
    await context.close();
  });

  test('upcoming open houses show their day and hours in Southwest Florida time', async ({ page, request }) => {
    const answer = (await (await request.get('/api/open-houses?when=upcoming')).json()) as {
      openHouses: { listing: { ListingId: string } }[];
    };
    const listingId = answer.openHouses[0]?.listing.ListingId;
    expect(listingId).toBeDefined();
    await page.goto(`/properties/${listingId}`);
    await expect(page.getByRole('region', { name: 'Open houses' }).getByRole('listitem').first()).toContainText(
      /\d{1,2}:\d{2} (AM|PM)( – | - )?.*E[SD]T/,
    );
  });

  test("an open house's RSVP is a showing request for that open house, stored as a lead", async ({ page, request }) => {
    const answer = (await (await request.get('/api/open-houses?when=upcoming')).json()) as {
      openHouses: { listing: { ListingId: string } }[];
    };
    const listingId = answer.openHouses[0]?.listing.ListingId ?? '';
    await page.goto(`/properties/${listingId}`);
    await waitForHydration(page);
    const openHouse = page.getByRole('region', { name: 'Open houses' }).getByRole('listitem').first();
    await openHouse.getByRole('link', { name: /^RSVP for the open house on / }).click();
    const form = requestForm(page);
    await expect(form.getByRole('radio', { name: 'Schedule a showing' })).toBeChecked();
    await expect(form.getByLabel('Preferred day and time')).toHaveValue(/^Open house: .+(AM|PM)/);
    await expect(form.getByLabel('Message')).toHaveValue(/^RSVP: I plan to come to the open house at .+ on .+/);
    await fillRequest(page, { name: 'Rosa Delgado', email: 'rosa.delgado@example.com' });
    await form.getByLabel(/I agree to be contacted/).check();
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Request a showing' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      topic: 'showing-request',
      listingId,
      preferredTime: expect.stringMatching(/^Open house: /),
    });
    await expect(form.getByRole('status')).toContainText('We received your request for a showing');
  });

  test('the page has no accessibility violations and the top bar is readable over the navy band', async ({
    page,
    request,
  }) => {
    await openListing(page, request);
    await expect(page.locator('header[data-appearance]')).toHaveAttribute('data-appearance', 'transparent');
    await expectNoAxeViolations(page);
  });

  test('a sold home leads with its sold price and date, without the calculator or the request form', async ({
    page,
    request,
  }) => {
    await page.goto('/properties/closed');
    const listingId = await page.locator('a[data-listing-id]').first().getAttribute('data-listing-id');
    const sold = (await (await request.get(`/api/corelogic/property/${listingId}`)).json()) as {
      ClosePrice: number;
      ListPrice: number;
    };
    await page.goto(`/properties/${listingId}`);
    await waitForHydration(page);
    const band = page.locator('section[aria-labelledby="property-title"]');
    await expect(band).toContainText(`$${sold.ClosePrice.toLocaleString('en-US')}`);
    await expect(band).toContainText(`listed at $${sold.ListPrice.toLocaleString('en-US')}`);
    await expect(band).toContainText(/Sold on \w{3} \d{1,2}, \d{4}/);
    await expect(page.getByRole('heading', { name: 'This home has sold' })).toBeVisible();
    await expect(calculator(page)).toHaveCount(0);
    await expect(requestForm(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the phone’s contact bar stays out of a wide screen, where the request form is beside the details', async ({
    page,
    request,
  }) => {
    await openListing(page, request);
    await expect(page.getByRole('navigation', { name: 'Contact us about this home' })).toBeHidden();
    await expect(requestForm(page)).toBeInViewport();
  });
});
