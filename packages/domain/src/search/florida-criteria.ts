import { monthlyAssociationFees } from '../listing/florida/association-fees.ts';
import { floodZoneMeaning } from '../listing/florida/flood-zone.ts';
import type { Listing } from '../listing/listing.ts';
import { listingMonthlyCost } from '../monthly-cost/listing-monthly-cost.ts';
import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings } from '../monthly-cost/monthly-cost-settings.ts';

/** The Southwest Florida filters of a search (issue 15); absent or false ones do not filter. */
export interface FloridaCriteria {
  /** Only homes with gulf access. */
  readonly gulfAccess?: boolean;
  /** Only homes with no fixed bridge between the dock and open water. */
  readonly noBridges?: boolean;
  /** Only homes whose boat clears every bridge by this many feet (no bridges clears any height). */
  readonly minBridgeClearance?: number;
  /** Only homes with a dock. */
  readonly dock?: boolean;
  /** Only homes in a known zone outside the A and V zones (no federal flood insurance requirement). */
  readonly outsideFloodHazardArea?: boolean;
  /** Association fees (both, per month) at most this; homes without an association fee pay none. */
  readonly maxHoaMonthly?: number;
  /** The estimated monthly cost (a card's "est. monthly") at most this; homes without an estimate do not match. */
  readonly maxMonthlyCost?: number;
  /** Only 55+ communities. */
  readonly seniorCommunity?: boolean;
  /** Only homes that may be rented for this many months or less (a known minimum lease). */
  readonly maxMinimumLeaseMonths?: number;
}

/** Whether a listing meets the Florida filters, as the SQL adapters decide it (monthly cost by the saved settings). */
export function matchesFloridaCriteria(
  listing: Listing,
  criteria: FloridaCriteria,
  settings: MonthlyCostSettings = DEFAULT_MONTHLY_COST_SETTINGS,
): boolean {
  const clearance = criteria.minBridgeClearance;
  const zone = listing.FloodZone === null ? null : floodZoneMeaning(listing.FloodZone, listing.FloodZoneSubtype);
  return (
    (criteria.gulfAccess !== true || listing.GulfAccessYN === true) &&
    (criteria.noBridges !== true || listing.BridgesToOpenWaterYN === false) &&
    (clearance === undefined ||
      listing.BridgesToOpenWaterYN === false ||
      (listing.BridgeClearance !== null && listing.BridgeClearance >= clearance)) &&
    (criteria.dock !== true || listing.DockYN === true) &&
    (criteria.outsideFloodHazardArea !== true || zone?.insuranceRequired === false) &&
    (criteria.maxHoaMonthly === undefined || (monthlyAssociationFees(listing).total ?? 0) <= criteria.maxHoaMonthly) &&
    (criteria.maxMonthlyCost === undefined ||
      isAtMost(listingMonthlyCost(listing, settings), criteria.maxMonthlyCost)) &&
    (criteria.seniorCommunity !== true || listing.SeniorCommunityYN === true) &&
    (criteria.maxMinimumLeaseMonths === undefined ||
      (listing.MinimumLeaseMonths !== null && listing.MinimumLeaseMonths <= criteria.maxMinimumLeaseMonths))
  );
}

const isAtMost = (value: number | null, max: number): boolean => value !== null && value <= max;
