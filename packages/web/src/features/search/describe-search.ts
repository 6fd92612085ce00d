import { type ListingSearch } from '@app/domain';
import { formatPrice } from '../listings/format.ts';

const SUBTYPE_NOUNS: Record<string, string> = {
  'Single Family Residence': 'Single-family homes',
  Condominium: 'Condos',
  Townhouse: 'Townhouses',
  Villa: 'Villas',
  'Unimproved Land': 'Lots and land',
  Duplex: 'Duplexes',
  Triplex: 'Triplexes',
};

/** A title for a search, e.g. "Condos for sale in Naples under $1,000,000". */
export function describeSearch(search: ListingSearch): string {
  const noun =
    (search.propertySubType && SUBTYPE_NOUNS[search.propertySubType]) ??
    (search.propertyType === 'Land' ? 'Lots and land' : 'Homes');
  const where =
    search.city ??
    search.subdivision ??
    search.postalCode ??
    (search.polygon ? 'your drawn area' : 'Southwest Florida');
  const sold = search.statuses?.length === 1 && search.statuses[0] === 'Closed';
  const price =
    search.maxPrice !== undefined && search.minPrice !== undefined
      ? ` from ${formatPrice(search.minPrice)} to ${formatPrice(search.maxPrice)}`
      : search.maxPrice !== undefined
        ? ` under ${formatPrice(search.maxPrice)}`
        : search.minPrice !== undefined
          ? ` over ${formatPrice(search.minPrice)}`
          : '';
  return `${noun} ${sold ? 'sold' : 'for sale'} in ${where}${price}`;
}
