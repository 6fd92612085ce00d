import { describe, expect, it } from 'vitest';
import type { HomeValue } from '@app/domain';
import { pricingReviewErrors, pricingReviewMessage, type PricingReviewValues } from './pricing-review-form.ts';

const VALUES: PricingReviewValues = {
  name: ' Dana Seller ',
  email: 'Dana@Example.com',
  phone: '',
  address: ' 801 Gulf Shore Blvd ',
  note: 'Thinking of listing in spring.',
  consent: true,
  website: '',
};

const ANSWER = {
  home: { listingId: '226000001' },
  asOf: '2026-10-31',
  valuation: { kind: 'estimate', low: 1_012_400, point: 1_050_600, high: 1_101_000, comparables: [{}, {}, {}] },
} as unknown as HomeValue;

describe(pricingReviewMessage, () => {
  it('sends a Selling lead with the address and the estimate shown', () => {
    expect(pricingReviewMessage(VALUES, ANSWER)).toMatchObject({
      topic: 'selling',
      name: 'Dana Seller',
      email: 'dana@example.com',
      listingId: '226000001',
      sourcePath: '/sell',
      message:
        'Pricing review requested for 801 Gulf Shore Blvd.\nEstimate shown: $1,051,000 (range $1,012,000 – $1,101,000) from 3 comparable sales, data as of 2026-10-31.\nThinking of listing in spring.',
    });
  });

  it('says when no estimate was shown', () => {
    const refused = {
      ...ANSWER,
      valuation: { kind: 'refused', reason: 'too-few-sales', comparables: [] },
    } as HomeValue;
    expect(pricingReviewMessage(VALUES, refused).message).toContain('Estimate shown: none. Not enough similar homes');
    expect(pricingReviewMessage(VALUES, null).listingId).toBeNull();
  });
});

describe(pricingReviewErrors, () => {
  it('needs the address besides the contact rules', () => {
    expect(pricingReviewErrors({ ...VALUES, address: ' ', email: 'x', consent: false }, null)).toEqual({
      email: 'Please enter a valid email address',
      address: 'Please enter the home’s address',
      consent: 'Please agree to be contacted about your request',
    });
    expect(pricingReviewErrors(VALUES, ANSWER)).toEqual({});
  });
});
