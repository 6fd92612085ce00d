import fc from 'fast-check';
import { toListingView, type ListingView } from '@app/domain';
import { listingArbitrary } from '@app/testing';

/** Test data: listing views as the pages get them. */
export const listingViews = listingArbitrary().map((listing) => toListingView(listing));

const [sample] = fc.sample(listingViews, 1) as [ListingView];

/** Test data: a Gulf-front condo in Naples with two photos given out of order. */
export const SAMPLE_CONDO: ListingView = {
  ...sample,
  ListingId: '224051234',
  StreetNumber: '1200',
  StreetDirPrefix: null,
  StreetName: 'Gulf Shore',
  StreetSuffix: 'Blvd',
  StreetDirSuffix: null,
  UnitNumber: '402',
  City: 'Naples',
  StateOrProvince: 'FL',
  PostalCode: '34102',
  ListPrice: 850_000,
  BedroomsTotal: 3,
  BathroomsFull: 2,
  BathroomsHalf: 1,
  totalBathroomsDisplay: 2.5,
  LivingArea: 2450,
  PropertyType: 'Residential',
  PropertySubType: 'Condominium',
  StandardStatus: 'Active',
  Latitude: 26.15,
  Longitude: -81.8,
  PublicRemarks: 'Sweeping Gulf views from a corner residence.',
  ListingContractDate: '2026-10-01',
  Media: [
    {
      MediaKey: 'b',
      MediaURL: '/media/demo/living/2.svg',
      Order: 2,
      MediaCategory: 'Photo',
      ShortDescription: 'Great room',
    },
    {
      MediaKey: 'a',
      MediaURL: '/media/demo/exterior/1.svg',
      Order: 1,
      MediaCategory: 'Photo',
      ShortDescription: 'Front exterior',
    },
  ],
};
