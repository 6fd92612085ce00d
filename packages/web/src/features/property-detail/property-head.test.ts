import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { listingJsonLd } from '../seo/listing-json-ld.ts';
import { SAMPLE_CONDO as home, listingViews as listings } from '../seo/sample-listing.ts';
import { DESCRIPTION_MAX, propertyDescription, propertyHead, propertyTitle } from './property-head.ts';

const SITE = 'https://www.palmettorealtygroup.com';

describe(propertyTitle, () => {
  it('reads address, city, state and zip', () => {
    expect(propertyTitle(home)).toBe('1200 Gulf Shore Blvd Unit 402, Naples FL 34102');
  });
});

describe(propertyDescription, () => {
  it('opens with price, beds, baths and size, then the remarks', () => {
    expect(propertyDescription(home)).toBe(
      '$850,000 · 3 beds · 2.5 baths · 2,450 sq ft in Naples. Sweeping Gulf views from a corner residence.',
    );
  });

  it('never runs past 160 characters', () => {
    fc.assert(
      fc.property(listings, (listing) => {
        expect(propertyDescription(listing).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      }),
    );
  });
});

describe(propertyHead, () => {
  it('points every path form at /properties/{ListingId} and shares the first photo', () => {
    const head = propertyHead(home, SITE);
    expect(head.meta).toContainEqual({ property: 'og:url', content: '/properties/224051234' });
    expect(head.meta).toContainEqual({ title: propertyTitle(home) });
    expect(head.meta).toContainEqual({ property: 'og:image', content: '/media/demo/exterior/1.svg' });
    expect(head.meta).toContainEqual({ property: 'og:image:alt', content: 'Front exterior' });
    expect(head.meta).toContainEqual({ 'script:ld+json': listingJsonLd(home, SITE) });
  });
});
