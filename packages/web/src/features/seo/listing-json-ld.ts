import {
  formatListingAddress,
  formatListingLocation,
  listingPath,
  sortedMedia,
  type ListingView,
  type StandardStatus,
} from '@app/domain';
import { SCHEMA_CONTEXT, absoluteUrl, compactJsonLd, type JsonLdObject } from './json-ld.ts';

const AVAILABILITY: Partial<Record<StandardStatus, string>> = {
  Active: 'https://schema.org/InStock',
  'Coming Soon': 'https://schema.org/PreOrder',
  'Active Under Contract': 'https://schema.org/LimitedAvailability',
  Pending: 'https://schema.org/LimitedAvailability',
  Closed: 'https://schema.org/SoldOut',
};

/** The schema.org type of the home: condos and apartments, houses, or a single-family residence. */
export function residenceType(listing: Pick<ListingView, 'PropertyType' | 'PropertySubType'>): string {
  const kind = `${listing.PropertySubType ?? ''} ${listing.PropertyType ?? ''}`.toLowerCase();
  if (/condo|apartment/.test(kind)) return 'Apartment';
  if (/single family/.test(kind)) return 'SingleFamilyResidence';
  if (/land|lot/.test(kind)) return 'Place';
  return 'House';
}

type Located = Pick<
  ListingView,
  | 'StreetNumber'
  | 'StreetDirPrefix'
  | 'StreetName'
  | 'StreetDirSuffix'
  | 'StreetSuffix'
  | 'UnitNumber'
  | 'City'
  | 'StateOrProvince'
  | 'PostalCode'
  | 'Latitude'
  | 'Longitude'
>;

/** A listing's address as a schema.org PostalAddress. */
export function listingPostalAddress(listing: Located): JsonLdObject {
  return {
    '@type': 'PostalAddress',
    streetAddress: formatListingAddress(listing),
    addressLocality: listing.City,
    addressRegion: listing.StateOrProvince,
    postalCode: listing.PostalCode,
    addressCountry: 'US',
  };
}

/** A listing's position as schema.org GeoCoordinates; null when it has none. */
export function listingGeo(listing: Located): JsonLdObject | null {
  return listing.Latitude !== null && listing.Longitude !== null
    ? { '@type': 'GeoCoordinates', latitude: listing.Latitude, longitude: listing.Longitude }
    : null;
}

/**
 * schema.org `RealEstateListing` for a listing: its canonical URL, the offer (price in USD and
 * availability by status), and as its main entity the home itself with address, coordinates,
 * rooms, floor size and photos. Fields the listing lacks are left out, never written as null.
 */
export function listingJsonLd(listing: ListingView, siteUrl: string): JsonLdObject {
  const address = formatListingAddress(listing);
  const images = sortedMedia(listing).map((photo) => absoluteUrl(siteUrl, photo.MediaURL));
  const home = {
    '@type': residenceType(listing),
    name: address,
    address: listingPostalAddress(listing),
    geo: listingGeo(listing),
    numberOfRooms: listing.BedroomsTotal,
    numberOfBedrooms: listing.BedroomsTotal,
    numberOfBathroomsTotal: listing.totalBathroomsDisplay,
    floorSize:
      listing.LivingArea === null
        ? null
        : { '@type': 'QuantitativeValue', value: listing.LivingArea, unitCode: 'FTK', unitText: 'sq ft' },
    yearBuilt: listing.YearBuilt,
    image: images,
  };
  return compactJsonLd({
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    name: `${address}, ${formatListingLocation(listing)}`,
    url: absoluteUrl(siteUrl, listingPath(listing.ListingId)),
    description: listing.PublicRemarks,
    datePosted: listing.ListingContractDate,
    dateModified: listing.ModificationTimestamp,
    image: images,
    offers: {
      '@type': 'Offer',
      price:
        listing.StandardStatus === 'Closed' && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice,
      priceCurrency: 'USD',
      availability: AVAILABILITY[listing.StandardStatus],
    },
    mainEntity: home,
  });
}
