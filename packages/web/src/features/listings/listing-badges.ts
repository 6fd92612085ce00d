import type { ListingSummary } from '@app/domain';

/** The feature badges a card shows on its photo: Waterfront and Pool, when the listing's facts say so. */
export function featureBadges(listing: Pick<ListingSummary, 'WaterfrontYN' | 'PoolPrivateYN'>): string[] {
  return [listing.WaterfrontYN === true ? 'Waterfront' : null, listing.PoolPrivateYN === true ? 'Pool' : null].filter(
    (badge): badge is string => badge !== null,
  );
}
