import type { ListingCriteria } from '../listing/listing-store.port.ts';

/**
 * What the listing feed's licence lets the public see. An IDX feed may forbid showing sold
 * (Closed) listings publicly; a VOW feed allows it behind registration. A setting, not a rule.
 */
export interface ListingVisibility {
  readonly closedListingsPublic: boolean;
}

/** Removes Closed from the statuses a public query may select when sold data is not public. */
export function applyListingVisibility(criteria: ListingCriteria, visibility: ListingVisibility): ListingCriteria {
  if (visibility.closedListingsPublic) return criteria;
  const statuses = (criteria.statuses ?? ['Active', 'Active Under Contract', 'Coming Soon', 'Pending']).filter(
    (status) => status !== 'Closed',
  );
  return { ...criteria, statuses };
}
