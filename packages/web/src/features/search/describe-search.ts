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

/**
 * The name of the community a search names (`community=pelican-bay`): its name as the search answered it, or, before
 * that answer, the address name in words ("Pelican Bay").
 */
export function communityLabel(slug: string, name: string | null | undefined): string {
  return name ?? slug.replace(/-/g, ' ').replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** A title for a search, e.g. "Condos for sale in Naples under $1,000,000". */
export function describeSearch(search: ListingSearch, communityName?: string | null): string {
  const noun =
    (search.propertySubType && SUBTYPE_NOUNS[search.propertySubType]) ??
    (search.propertyType === 'Land' ? 'Lots and land' : 'Homes');
  const where =
    search.city ??
    search.subdivision ??
    (search.community === undefined ? undefined : communityLabel(search.community, communityName)) ??
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
