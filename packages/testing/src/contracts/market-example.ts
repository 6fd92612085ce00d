import type { Listing, MarketRecord } from '@app/domain';
import { exampleListing } from '../arbitraries/listing.arbitrary.ts';

/** A sold Naples listing with every market fact set, and the market record it gives. */
export const MARKET_EXAMPLE: { readonly listing: Listing; readonly record: MarketRecord } = {
  listing: exampleListing({
    City: 'Naples',
    StandardStatus: 'Closed',
    ListingContractDate: '2026-02-03',
    PurchaseContractDate: '2026-03-04',
    CloseDate: '2026-04-05',
    ModificationTimestamp: '2026-04-06T03:30:00.000Z',
    ListPrice: 725_000,
    OriginalListPrice: 750_000,
    ClosePrice: 712_500.5,
    LivingArea: 1_850.25,
  }),
  record: {
    city: 'Naples',
    status: 'Closed',
    listedOn: '2026-02-03',
    underContractOn: '2026-03-04',
    closedOn: '2026-04-05',
    modifiedOn: '2026-04-06',
    listPrice: 725_000,
    originalListPrice: 750_000,
    closePrice: 712_500.5,
    livingArea: 1_850.25,
  },
};
