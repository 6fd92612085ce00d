import { expect, test, type APIRequestContext } from './test.ts';
import { waitForHydration } from './support.ts';

interface Listing {
  ListingId: string;
  StreetName: string;
  Media: unknown[];
}

/** A listing with photos, from the newest for sale. */
async function listingWithPhotos(request: APIRequestContext): Promise<Listing> {
  const { value } = (await (await request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
    value: Listing[];
  };
  const listing = value.find((item) => item.Media.length > 0);
  if (!listing) throw new Error('The demo data has no team listing with photos');
  return listing;
}

test.describe('the printed brochure', () => {
  test('a property page prints as one page: photo, price, facts, the team and a QR code to the page', async ({
    page,
    request,
  }) => {
    const listing = await listingWithPhotos(request);
    const qrRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/qr.svg')) qrRequests.push(sent.url());
    });
    await page.goto(`/properties/${listing.ListingId}`);
    await waitForHydration(page);
    const brochure = page.locator('[data-print-brochure]');
    // On screen: hidden, and its QR code not even fetched.
    await expect(brochure).toBeHidden();
    expect(qrRequests).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    await expect(brochure).toBeVisible();
    await expect(page.getByRole('banner').first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    await expect(brochure.getByRole('heading', { level: 2 })).toContainText(listing.StreetName);
    await expect(brochure.locator('dt').first()).toHaveText('Bedrooms');
    const qr = brochure.getByRole('img', { name: /^QR code: / });
    await expect(qr).toHaveAccessibleName(new RegExp(`/properties/${listing.ListingId}$`));
    await expect
      .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    expect(qrRequests).toHaveLength(1);
    const photo = brochure.locator('img').first();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    // The PDF chromium prints is exactly one page.
    const pdf = (await page.pdf({ format: 'Letter', printBackground: false })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});
