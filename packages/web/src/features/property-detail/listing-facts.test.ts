import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toListingView, totalBathroomsDisplay } from '@app/domain';
import { listingArbitrary } from '@app/testing';
import { formatBaths } from '../listings/format.ts';
import { daysOnMarket, listingFacts } from './listing-facts.ts';

const NOW = Date.parse('2026-11-21T15:00:00Z');

describe(daysOnMarket, () => {
  it('counts calendar days from the contract date to today in Southwest Florida', () => {
    expect(daysOnMarket({ ListingContractDate: '2026-11-01', CloseDate: null, StandardStatus: 'Active' }, NOW)).toBe(
      20,
    );
    expect(
      daysOnMarket(
        { ListingContractDate: '2026-11-20', CloseDate: null, StandardStatus: 'Active' },
        Date.parse('2026-11-21T03:00:00Z'),
      ),
    ).toBe(0);
  });

  it('stops at the close date of a sold home', () => {
    expect(
      daysOnMarket({ ListingContractDate: '2026-09-01', CloseDate: '2026-10-01', StandardStatus: 'Closed' }, NOW),
    ).toBe(30);
  });

  it('says nothing without a contract date', () => {
    expect(daysOnMarket({ ListingContractDate: null, CloseDate: null, StandardStatus: 'Active' }, NOW)).toBeNull();
  });
});

describe(listingFacts, () => {
  it('shows the baths by the domain rule, the MLS number and never an empty value', () => {
    fc.assert(
      fc.property(listingArbitrary(), (raw) => {
        const listing = toListingView(raw);
        const facts = listingFacts(listing, NOW);
        const value = (label: string) => facts.find((fact) => fact.label === label)?.value;
        expect(value('Bathrooms')?.split(' ')[0]).toBe(
          formatBaths(totalBathroomsDisplay(raw.BathroomsFull, raw.BathroomsHalf)),
        );
        expect(value('MLS #')).toBe(listing.ListingId);
        expect(facts.every((fact) => fact.value.trim() !== '')).toBe(true);
      }),
    );
  });

  it('words money, sizes and yes/no facts for people', () => {
    const listing = toListingView({
      ...fc.sample(listingArbitrary(), 1)[0]!,
      BathroomsFull: 2,
      BathroomsHalf: 1,
      LivingArea: 2450,
      LotSizeAcres: 0.256,
      AssociationFee: 1_350,
      AssociationFeeFrequency: 'Quarterly',
      AssociationFee2: null,
      TaxAnnualAmount: 8123.4,
      WaterfrontYN: true,
      PoolPrivateYN: false,
      GarageSpaces: 1,
    });
    const facts = Object.fromEntries(listingFacts(listing, NOW).map((fact) => [fact.label, fact.value]));
    expect(facts).toMatchObject({
      Bathrooms: '2.5 (2 full, 1 half)',
      'Living area': '2,450 sq ft',
      'Lot size': '0.26 acres',
      'HOA fee': '$450 / month',
      Taxes: '$8,123 / year',
      Waterfront: 'Yes',
      'Private pool': 'No',
      Garage: '1 space',
    });
  });
});
