import { matchesFloridaCriteria } from './florida-criteria.ts';
import { polygonContains } from '../geo/geo.ts';
import type { Listing } from '../listing/listing.ts';
import { totalBathroomsDisplay } from '../listing/listing-baths.ts';
import type { ListingCriteria } from '../listing/listing-store.port.ts';
import { DEFAULT_MONTHLY_COST_SETTINGS, type MonthlyCostSettings } from '../monthly-cost/monthly-cost-settings.ts';

/** What the criteria read besides the listing itself: the end times of its open houses. */
export type OpenHouseEnds = (listingKey: string) => readonly string[];

/** The free-text haystack of a listing as migration 0006 writes it: address parts, city, postal code, subdivision, MLS
 * number, in lower case. */
export function listingSearchText(listing: Listing): string {
  const parts = [
    listing.StreetNumber,
    listing.StreetDirPrefix,
    listing.StreetName,
    listing.StreetDirSuffix,
    listing.StreetSuffix,
    listing.UnitNumber,
    listing.City,
    listing.PostalCode,
    listing.SubdivisionName,
    listing.ListingId,
  ];
  return parts
    .map((part) => part ?? '')
    .join(' ')
    .toLowerCase();
}

function atLeast(value: number | null, floor: number | undefined): boolean {
  return floor === undefined || (value !== null && value >= floor);
}

function atMost(value: number | null, ceiling: number | undefined): boolean {
  return ceiling === undefined || (value !== null && value <= ceiling);
}

function sameText(value: string | null, wanted: string | undefined, ignoreCase: boolean): boolean {
  if (wanted === undefined) return true;
  return value !== null && (ignoreCase ? value.toLowerCase() === wanted.toLowerCase() : value === wanted);
}

function matchesText(listing: Listing, criteria: ListingCriteria): boolean {
  const words = (criteria.text ?? '').split(/\s+/).filter((word) => word !== '');
  const haystack = words.length === 0 ? '' : listingSearchText(listing);
  return (
    words.every((word) => haystack.includes(word.toLowerCase())) &&
    (criteria.remarks ?? '')
      .split(/\s+/)
      .filter((word) => word !== '')
      .every((word) => (listing.PublicRemarks ?? '').toLowerCase().includes(word.toLowerCase())) &&
    sameText(listing.City, criteria.city, true) &&
    sameText(listing.SubdivisionName, criteria.subdivision, true) &&
    (criteria.subdivisions === undefined ||
      criteria.subdivisions.some((name) => sameText(listing.SubdivisionName, name, true))) &&
    sameText(listing.PostalCode, criteria.postalCode, false) &&
    sameText(listing.ListOfficeMlsId, criteria.listOfficeMlsId, false) &&
    sameText(listing.ListAgentMlsId, criteria.listAgentMlsId, false) &&
    sameText(listing.PropertyType, criteria.propertyType, false) &&
    sameText(listing.PropertySubType, criteria.propertySubType, false) &&
    (criteria.statuses === undefined || criteria.statuses.includes(listing.StandardStatus))
  );
}

function matchesFacts(listing: Listing, criteria: ListingCriteria, settings: MonthlyCostSettings): boolean {
  return (
    atLeast(listing.ListPrice, criteria.minPrice) &&
    atMost(listing.ListPrice, criteria.maxPrice) &&
    atLeast(listing.BedroomsTotal, criteria.minBeds) &&
    atLeast(totalBathroomsDisplay(listing.BathroomsFull, listing.BathroomsHalf), criteria.minBaths) &&
    atLeast(listing.LivingArea, criteria.minLivingArea) &&
    atMost(listing.LivingArea, criteria.maxLivingArea) &&
    atLeast(listing.LotSizeAcres, criteria.minLotAcres) &&
    atMost(listing.LotSizeAcres, criteria.maxLotAcres) &&
    atLeast(listing.YearBuilt, criteria.minYearBuilt) &&
    atMost(listing.YearBuilt, criteria.maxYearBuilt) &&
    (criteria.waterfront !== true || listing.WaterfrontYN === true) &&
    (criteria.pool !== true || listing.PoolPrivateYN === true) &&
    (criteria.priceReduced !== true ||
      (listing.PreviousListPrice !== null &&
        listing.ListPrice !== null &&
        listing.PreviousListPrice > listing.ListPrice)) &&
    (criteria.priceChanged !== true || (listing.PreviousListPrice !== null && listing.PriceChangeTimestamp !== null)) &&
    matchesFloridaCriteria(listing, criteria, settings)
  );
}

function matchesPlace(listing: Listing, criteria: ListingCriteria): boolean {
  if (criteria.bounds === undefined && criteria.polygon === undefined) return true;
  if (listing.Latitude === null || listing.Longitude === null) return false;
  const point = { lat: listing.Latitude, lng: listing.Longitude };
  const { bounds, polygon } = criteria;
  const inBounds =
    bounds === undefined ||
    (point.lat >= bounds.south && point.lat <= bounds.north && point.lng >= bounds.west && point.lng <= bounds.east);
  return inBounds && (polygon === undefined || (polygon.length >= 3 && polygonContains(polygon, point)));
}

/**
 * Whether a listing meets every criterion, as the SQL adapters decide it: free-text words must all
 * appear (any case) in the address, city, postal code, subdivision or MLS number; city and
 * subdivision ignore case; a missing value never meets a bound; `true` flags filter, others do not.
 */
export function matchesListingCriteria(
  listing: Listing,
  criteria: ListingCriteria,
  openHouseEnds: OpenHouseEnds,
  settings: MonthlyCostSettings = DEFAULT_MONTHLY_COST_SETTINGS,
): boolean {
  const after = criteria.openHouseAfter;
  return (
    matchesText(listing, criteria) &&
    matchesFacts(listing, criteria, settings) &&
    matchesPlace(listing, criteria) &&
    (after === undefined || openHouseEnds(listing.ListingKey).some((end) => Date.parse(end) > Date.parse(after)))
  );
}
