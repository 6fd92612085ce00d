import { expect, test } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface UpcomingOpenHouse {
  openHouse: { OpenHouseKey: string; OpenHouseStartTime: string; OpenHouseEndTime: string };
  listing: { ListingId: string };
}

/** `2026-11-28T17:00:00.000Z` as iCalendar's `20261128T170000Z`. */
const basicUtc = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test.describe('open house: add to calendar', () => {
  test('the property page offers an .ics file and a Google Calendar link for its open house; axe clean', async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get('/api/open-houses?when=upcoming')).json()) as {
      openHouses: UpcomingOpenHouse[];
    };
    const first = answer.openHouses[0];
    expect(first).toBeDefined();
    const { openHouse, listing } = first as UpcomingOpenHouse;
    await page.goto(`/properties/${listing.ListingId}`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Open houses' });

    const download = page.waitForEvent('download');
    await section
      .getByRole('link', { name: /^Add to calendar: .*\(\.ics file\)$/ })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`open-house-${listing.ListingId}.ics`);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        expect.stringMatching(new RegExp(`^UID:open-house-${openHouse.OpenHouseKey}@`)),
        `DTSTART:${basicUtc(openHouse.OpenHouseStartTime)}`,
        `DTEND:${basicUtc(openHouse.OpenHouseEndTime)}`,
        expect.stringMatching(/^SUMMARY:Open house: .+/),
        expect.stringMatching(new RegExp(`^URL:.*/properties/${listing.ListingId}$`)),
      ]),
    );

    const google = section.getByRole('link', { name: /^Google Calendar: / }).first();
    const href = new URL((await google.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://calendar.google.com');
    expect(href.searchParams.get('dates')).toBe(
      `${basicUtc(openHouse.OpenHouseStartTime)}/${basicUtc(openHouse.OpenHouseEndTime)}`,
    );
    await expect(google).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
  });

  test('each open house on the open-houses page has its own calendar links', async ({ page }) => {
    await page.goto('/featured-properties/open-houses');
    await waitForHydration(page);
    const icsLinks = page.getByRole('link', { name: /^Add to calendar: .*\(\.ics file\)$/ });
    await expect(icsLinks.first()).toBeVisible();
    // One pair of links under each open house's time.
    const times = page.getByRole('main').locator('time[datetime]');
    expect(await icsLinks.count()).toBe(await times.count());
    expect(await page.getByRole('link', { name: /^Google Calendar: / }).count()).toBe(await times.count());
  });
});
