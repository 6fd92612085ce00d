import { formatListingAddress, formatListingLocation, sortedMedia, type ListingView, type StandardStatus } from '@app/domain';

/** A JSON-LD value; nulls and undefined are dropped before the page gets it. */
type JsonLd = string | number | boolean | null | undefined | JsonLd[] | { [key: string]: JsonLd };

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

function compact(value: JsonLd): JsonLd {
  if (Array.isArray(value)) return value.map(compact).filter((item) => item !== null && item !== undefined);
  if (value === null || typeof value !== 'object') return value;
  const kept: { [key: string]: JsonLd } = {};
  for (const [key, item] of Object.entries(value)) {
    const clean = compact(item);
    if (clean !== null && clean !== undefined && !(Array.isArray(clean) && clean.length === 0)) kept[key] = clean;
  }
  return kept;
}

/**
 * schema.org `RealEstateListing` for a listing: the offer (price in USD and availability by
 * status), and as its main entity the home itself with address, coordinates, rooms, floor size
 * and photos. Fields the listing lacks are left out, never written as null.
 */
export function listingJsonLd(listing: ListingView, canonicalPath: string): { [key: string]: JsonLd } {
  const address = formatListingAddress(listing);
  const images = sortedMedia(listing).map((photo) => photo.MediaURL);
  const geo = listing.Latitude !== null && listing.Longitude !== null ? { '@type': 'GeoCoordinates', latitude: listing.Latitude, longitude: listing.Longitude } : null;
  const home = {
    '@type': residenceType(listing),
    name: address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address,
      addressLocality: listing.City,
      addressRegion: listing.StateOrProvince,
      postalCode: listing.PostalCode,
      addressCountry: 'US',
    },
    geo,
    numberOfRooms: listing.BedroomsTotal,
    numberOfBedrooms: listing.BedroomsTotal,
    numberOfBathroomsTotal: listing.totalBathroomsDisplay,
    floorSize: listing.LivingArea === null ? null : { '@type': 'QuantitativeValue', value: listing.LivingArea, unitCode: 'FTK', unitText: 'sq ft' },
    yearBuilt: listing.YearBuilt,
    image: images,
  };
  return compact({
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: `${address}, ${formatListingLocation(listing)}`,
    url: canonicalPath,
    description: listing.PublicRemarks,
    datePosted: listing.ListingContractDate,
    dateModified: listing.ModificationTimestamp,
    image: images,
    offers: {
      '@type': 'Offer',
      price: listing.StandardStatus === 'Closed' && listing.ClosePrice !== null ? listing.ClosePrice : listing.ListPrice,
      priceCurrency: 'USD',
      availability: AVAILABILITY[listing.StandardStatus],
    },
    mainEntity: home,
  }) as { [key: string]: JsonLd };
}
