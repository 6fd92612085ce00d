import type { StandardStatus } from './listing.ts';

/** The sections of the featured-properties page, in the order a buyer reads them. */
export const FEATURED_GROUPS = [
  { key: 'for-sale', title: 'For sale', statuses: ['Active', 'Coming Soon'] },
  { key: 'under-contract', title: 'Under contract', statuses: ['Active Under Contract', 'Pending'] },
] as const satisfies readonly { key: string; title: string; statuses: readonly StandardStatus[] }[];

export type FeaturedGroupKey = (typeof FEATURED_GROUPS)[number]['key'];

export interface FeaturedGroup<T> {
  readonly key: FeaturedGroupKey;
  readonly title: string;
  readonly listings: readonly T[];
}

/**
 * The team's listings in the page's sections: homes a buyer can still make an offer on first, then homes under
 * contract. Each listing lands in exactly one section, in the order given; a status of neither (a sold or withdrawn
 * home) is left out, and so is a section with no listings.
 */
export function groupFeaturedListings<T extends { readonly StandardStatus: StandardStatus }>(
  listings: readonly T[],
): FeaturedGroup<T>[] {
  return FEATURED_GROUPS.map((group) => ({
    key: group.key,
    title: group.title,
    listings: listings.filter((listing) =>
      (group.statuses as readonly StandardStatus[]).includes(listing.StandardStatus),
    ),
  })).filter((group) => group.listings.length > 0);
}
