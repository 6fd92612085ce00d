import type { Listing } from '../listing/listing.ts';
import { defaultMonthlyCost, type MonthlyCostListing } from './monthly-cost.ts';
import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings } from './monthly-cost-settings.ts';

/** The facts a listing's card estimate is computed from. */
export type ListingMonthlyCostFacts = MonthlyCostListing & Pick<Listing, 'ListPrice' | 'ModificationTimestamp'>;

// A record over every key, so a fact added to the formula's types and missing here fails to compile.
const FACTS: Readonly<Record<keyof ListingMonthlyCostFacts, true>> = {
  StandardStatus: true,
  CountyOrParish: true,
  TaxAnnualAmount: true,
  TaxYear: true,
  HomesteadYN: true,
  AssociationFee: true,
  AssociationFeeFrequency: true,
  AssociationFee2: true,
  AssociationFee2Frequency: true,
  CDDAnnualFee: true,
  ListPrice: true,
  LivingArea: true,
  PropertySubType: true,
  ConstructionMaterials: true,
  RoofYear: true,
  WindowFeatures: true,
  FloodZone: true,
  FloodZoneSubtype: true,
  ModificationTimestamp: true,
};

/** The listing fields {@link listingMonthlyCost} reads, and only those: a store rewriting every listing's estimate
 * reads these columns rather than whole listings. */
export const LISTING_MONTHLY_COST_FIELDS = Object.keys(FACTS) as readonly (keyof ListingMonthlyCostFacts)[];

/**
 * The one formula behind a card's "est. monthly", the search sort by monthly cost and the max monthly cost filter:
 * the estimate with the admin's assumptions (the defaults until saved), in whole dollars, with a roof's age counted to
 * the year the listing last changed (so the figure is a function of the listing and the settings, stored with it for
 * SQL to sort and filter on, rewritten when the settings are saved); null for sold or unpriced homes.
 * See docs/adr/0037-monthly-cost-one-formula.md.
 */
export function listingMonthlyCost(
  listing: ListingMonthlyCostFacts,
  settings: MonthlyCostSettings = DEFAULT_MONTHLY_COST_SETTINGS,
): number | null {
  const year = new Date(listing.ModificationTimestamp).getUTCFullYear();
  return defaultMonthlyCost(listing, settings, Number.isFinite(year) ? year : 2026);
}
