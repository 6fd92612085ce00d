import { validBannerFieldsArbitrary } from '@app/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerIssues, normalizeBanner, type BannerFields } from './banner-validation.ts';

const BANNER: BannerFields = {
  placement: 'home-hero',
  title: 'Waterfront living in Naples',
  subtitle: 'Homes on the Gulf and Naples Bay, updated every day.',
  image: { url: '/media/demo/water-view/12.svg', alt: 'Sunset over the water from a private dock' },
  linkUrl: '/search?city=Naples&waterfront=1&sort=price-desc',
  linkText: 'See waterfront homes',
  startsAt: null,
  endsAt: null,
  enabled: true,
  sortOrder: 1,
};

const fieldsOf = (fields: BannerFields) => bannerIssues(fields).map((issue) => issue.field);

describe(bannerIssues, () => {
  it('finds nothing wrong with a complete banner', () => {
    expect(bannerIssues(BANNER)).toEqual([]);
  });

  it('wants the start before the end', () => {
    expect(bannerIssues({ ...BANNER, startsAt: '2027-03-01T00:00:00Z', endsAt: '2027-03-01T00:00:00Z' })).toEqual([
      { field: 'endsAt', message: 'The banner must end after it starts' },
    ]);
    expect(bannerIssues({ ...BANNER, startsAt: '2027-03-01T00:00:00Z', endsAt: null })).toEqual([]);
  });

  it('refuses invalid instants without comparing them', () => {
    expect(fieldsOf({ ...BANNER, startsAt: 'soon', endsAt: '2027-02-30T00:00:00Z' })).toEqual(['startsAt', 'endsAt']);
  });

  it('pairs the link with its text and refuses javascript: links', () => {
    expect(fieldsOf({ ...BANNER, linkText: '' })).toEqual(['linkText']);
    expect(fieldsOf({ ...BANNER, linkUrl: '' })).toEqual(['linkUrl']);
    expect(fieldsOf({ ...BANNER, linkUrl: 'javascript:alert(1)' })).toEqual(['linkUrl']);
    expect(fieldsOf({ ...BANNER, linkUrl: '', linkText: '' })).toEqual([]);
  });

  it('needs a placement from the list and a picture with alt text', () => {
    // @ts-expect-error -- a placement outside the list, as an unchecked request could send it
    expect(fieldsOf({ ...BANNER, placement: 'sidebar', image: { url: '/a.svg', alt: '' } })).toEqual([
      'placement',
      'image.alt',
    ]);
  });

  it('finds a problem with any scheduled banner whose end is moved before its start', () => {
    fc.assert(
      fc.property(
        validBannerFieldsArbitrary.filter((banner) => banner.startsAt !== null && banner.endsAt !== null),
        (fields) => {
          expect(fieldsOf({ ...fields, startsAt: fields.endsAt, endsAt: fields.startsAt })).toEqual(['endsAt']);
        },
      ),
    );
  });
});

describe(normalizeBanner, () => {
  it('trims texts and turns blank instants into null', () => {
    expect(normalizeBanner({ ...BANNER, title: ` ${BANNER.title}`, startsAt: ' ', endsAt: '' })).toEqual(BANNER);
  });
});
