import type { GeoPoint } from '../geo/geo.ts';
import type { ClosedSale } from './closed-sale.ts';

/** Where comparable sales are looked for: one subdivision, a circle around a point, or one city. */
export type ClosedSaleArea =
  | { readonly subdivision: string }
  | { readonly near: GeoPoint; readonly radiusMiles: number }
  | { readonly city: string };

/** What a comparable-sales query selects. Days are `YYYY-MM-DD`, both ends included. */
export interface ClosedSaleQuery {
  readonly area: ClosedSaleArea;
  readonly closedFrom: string;
  readonly closedTo: string;
  /** `LivingArea` at least / at most, in square feet. */
  readonly minLivingArea: number;
  readonly maxLivingArea: number;
  /** Only this `PropertySubType` (exact), when given. */
  readonly propertySubType?: string;
  /** Leaves out this listing (the home being valued). */
  readonly excludeListingKey?: string;
  /** The most sales answered. */
  readonly limit: number;
}

/**
 * Closed sales for home value estimates. `closedSales` answers the `Closed` listings with a positive `ClosePrice`, a
 * `CloseDate` in the window and a `LivingArea` in the range, in the area: `SubdivisionName` equal to `subdivision`
 * (any letter case), within `radiusMiles` of `near` by `distanceMiles` (listings without coordinates are never near),
 * or `City` equal to `city` (any letter case). Order: nearest first for `near`, otherwise the latest `CloseDate`
 * first; ties by `ListingKey` ascending.
 */
export interface ClosedSales {
  closedSales(query: ClosedSaleQuery): Promise<ClosedSale[]>;
}
