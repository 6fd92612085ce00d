import { expect, test, type Locator, type Page } from './test.ts';
import { expectNoAxeViolations, waitForHydration } from './support.ts';

interface Listing {
  ListingId: string;
  Media: unknown[];
}

async function openListing(page: Page): Promise<Listing> {
  const { value } = (await (await page.request.get('/api/corelogic/properties?listOfficeMlsId=PRG')).json()) as {
    value: Listing[];
  };
  const listing = value.find((item) => item.Media.length >= 5);
  if (!listing) throw new Error('The demo data has no team listing with 5 photos or more');
  await page.goto(`/properties/${listing.ListingId}`);
  await waitForHydration(page);
  return listing;
}

/** A finger moving across the element from one side to the other, as pointer events. */
async function swipe(target: Locator, direction: 'left' | 'right'): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element to swipe is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const common = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
  await target.dispatchEvent('pointerdown', { ...common, clientX: from, clientY: y });
  await target.dispatchEvent('pointermove', { ...common, clientX: (from + to) / 2, clientY: y });
  await target.dispatchEvent('pointerup', { ...common, clientX: to, clientY: y });
}

test.describe('property detail at phone width', () => {
  test('a swipe changes the photo, in the page and full screen', async ({ page }) => {
    const listing = await openListing(page);
    const count = listing.Media.length;
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const photo = gallery.getByRole('button', { name: /^Open photo/ });
    await swipe(photo, 'left');
    await expect(gallery).toContainText(`2 / ${count}`);
    await swipe(photo, 'right');
    await swipe(photo, 'right');
    await expect(gallery).toContainText(`${count} / ${count}`);
    await gallery.getByRole('button', { name: 'Full screen', exact: true }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toContainText(`${count} / ${count}`);
    await swipe(viewer.locator('img'), 'left');
    await expect(viewer).toContainText(`1 / ${count}`);
    await viewer.getByRole('button', { name: 'Close photos' }).click();
    await expect(viewer).toBeHidden();
  });

  test('a vertical move scrolls instead of changing the photo', async ({ page }) => {
    const listing = await openListing(page);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    const photo = gallery.getByRole('button', { name: /^Open photo/ });
    const box = await photo.boundingBox();
    const x = (box?.x ?? 0) + 100;
    const common = { pointerId: 9, pointerType: 'touch', isPrimary: true, bubbles: true };
    await photo.dispatchEvent('pointerdown', { ...common, clientX: x, clientY: (box?.y ?? 0) + 200 });
    await photo.dispatchEvent('pointerup', { ...common, clientX: x + 20, clientY: (box?.y ?? 0) + 20 });
    await expect(gallery).toContainText(`1 / ${listing.Media.length}`);
  });

  test('the page fits the screen, the form comes after the details and axe finds nothing', async ({ page }) => {
    await openListing(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const facts = await page.getByRole('region', { name: 'Key facts' }).boundingBox();
    const form = await page.getByRole('region', { name: 'Interested in this home?' }).boundingBox();
    expect(form?.y ?? 0).toBeGreaterThan(facts?.y ?? 0);
    await expectNoAxeViolations(page);
  });

  test('a tap on an arrow changes the photo and does not open full screen', async ({ page }) => {
    const listing = await openListing(page);
    const gallery = page.getByRole('region', { name: /^Photos of / });
    await gallery.getByRole('button', { name: 'Next photo' }).tap();
    await gallery.getByRole('button', { name: 'Next photo' }).tap();
    await expect(gallery).toContainText(`3 / ${listing.Media.length}`);
    await gallery.getByRole('button', { name: 'Previous photo' }).tap();
    await expect(gallery).toContainText(`2 / ${listing.Media.length}`);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a bar at the bottom calls, texts or asks for a tour, and hides nothing of the page', async ({ page }) => {
    const listing = await openListing(page);
    const bar = page.getByRole('navigation', { name: 'Contact us about this home' });
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    const text = await bar.getByRole('link', { name: 'Text' }).getAttribute('href');
    expect(text).toMatch(/^sms:\+1\d{10}\?body=/);
    expect(decodeURIComponent(text?.split('?body=')[1] ?? '')).toContain(`MLS #${listing.ListingId}`);

    await bar.getByRole('link', { name: 'Request a tour' }).tap();
    const form = page.getByRole('region', { name: 'Interested in this home?' });
    await expect(form).toBeInViewport();
    await expect(form.getByRole('radio', { name: 'Schedule a showing' })).toBeChecked();

    // At the very end of the page the footer ends above the bar. Sections below the fold (nearby homes, the
    // neighborhood) may load as they come into view and make the page longer, so scroll again until the end stays put.
    await page.keyboard.press('End');
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
      const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
      expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
    }).toPass({ timeout: 10_000 });
    await expectNoAxeViolations(page);
  });
});
