import type { GeoPoint } from '../geo/geo.ts';
import type { Listing } from '../listing/listing.ts';
import { saleLocation } from './closed-sale.ts';

/** The home being valued: a listing we know, or the facts a visitor typed. */
export interface ValuationSubject {
  /** Living area in square feet (an estimate by price per square foot needs it). */
  readonly livingArea: number;
  readonly bedrooms: number | null;
  /** Full baths plus half baths as halves. */
  readonly bathrooms: number | null;
  readonly yearBuilt: number | null;
  readonly subdivision: string | null;
  readonly city: string | null;
  readonly propertySubType: string | null;
  readonly location: GeoPoint | null;
  /** The listing of this home, left out of its own comparables; null for typed facts. */
  readonly listingKey: string | null;
  /** False when the listing's seller switched automated value estimates off (IDX). */
  readonly estimatesAllowed: boolean;
}

/** The subject of a listing; null when it has no living area. */
export function subjectOfListing(listing: Listing): ValuationSubject | null {
  if (listing.LivingArea === null || !(listing.LivingArea > 0)) return null;
  const bathrooms = listing.BathroomsFull === null ? null : listing.BathroomsFull + 0.5 * (listing.BathroomsHalf ?? 0);
  return {
    livingArea: listing.LivingArea,
    bedrooms: listing.BedroomsTotal,
    bathrooms,
    yearBuilt: listing.YearBuilt,
    subdivision: listing.SubdivisionName,
    city: listing.City,
    propertySubType: listing.PropertySubType,
    location: saleLocation(listing),
    listingKey: listing.ListingKey,
    estimatesAllowed: listing.InternetAutomatedValuationDisplayYN !== false,
  };
}
