import { EMPTY_SEARCH, SEARCH_STATUS_SLUGS, type ListingSearch } from '@app/domain';
import { formatPrice } from '../listings/format.ts';
import { communityLabel } from './describe-search.ts';
import { STATUS_LABELS } from './search-options.ts';
import { formatCount } from '../../format/numbers.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One active filter as the page shows it, with what removing it leaves. */
export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: ListingSearch;
}

/** A search with some filters changed: any change sends the visitor back to page 1. */
export function withFilters(search: ListingSearch, patch: Partial<Mutable<ListingSearch>>): ListingSearch {
  const next: Mutable<ListingSearch> = { ...search, ...patch, page: 1 };
  for (const key of Object.keys(next) as (keyof ListingSearch)[]) if (next[key] === undefined) delete next[key];
  return next;
}

/** The same search with no filters, keeping only the order. */
export function clearedSearch(search: ListingSearch): ListingSearch {
  return { ...EMPTY_SEARCH, sort: search.sort };
}

function chip(search: ListingSearch, key: keyof ListingSearch, label: string): FilterChip {
  return { key, label, without: withFilters(search, { [key]: undefined }) };
}

function statusLabel(status: string): string {
  const slug = Object.entries(SEARCH_STATUS_SLUGS).find(([, value]) => value === status)?.[0];
  return (slug && STATUS_LABELS[slug]) ?? status;
}

/** Every active filter of a search, in the order the filter panel lists them (`communityName`: see communityLabel). */
export function filterChips(search: ListingSearch, communityName?: string | null): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: keyof ListingSearch, label: string | undefined) => {
    if (label !== undefined) chips.push(chip(search, key, label));
  };
  add('q', search.q && `“${search.q}”`);
  add('remarks', search.remarks && `Described as “${search.remarks}”`);
  add('city', search.city);
  add('postalCode', search.postalCode && `ZIP ${search.postalCode}`);
  add('subdivision', search.subdivision);
  add('community', search.community && communityLabel(search.community, communityName));
  add('listAgentMlsId', search.listAgentMlsId && `Listing agent ${search.listAgentMlsId}`);
  add('minPrice', search.minPrice !== undefined ? `From ${formatPrice(search.minPrice)}` : undefined);
  add('maxPrice', search.maxPrice !== undefined ? `Up to ${formatPrice(search.maxPrice)}` : undefined);
  add('minBeds', search.minBeds !== undefined ? `${search.minBeds}+ beds` : undefined);
  add('minBaths', search.minBaths !== undefined ? `${search.minBaths}+ baths` : undefined);
  add('propertyType', search.propertyType);
  add('propertySubType', search.propertySubType);
  add('statuses', search.statuses && search.statuses.map(statusLabel).join(', '));
  add('minLivingArea', search.minLivingArea !== undefined ? `${formatCount(search.minLivingArea)}+ sq ft` : undefined);
  add(
    'maxLivingArea',
    search.maxLivingArea !== undefined ? `Up to ${formatCount(search.maxLivingArea)} sq ft` : undefined,
  );
  add('minLotAcres', search.minLotAcres !== undefined ? `${search.minLotAcres}+ acres` : undefined);
  add('maxLotAcres', search.maxLotAcres !== undefined ? `Up to ${search.maxLotAcres} acres` : undefined);
  add('minYearBuilt', search.minYearBuilt !== undefined ? `Built ${search.minYearBuilt}+` : undefined);
  add('maxYearBuilt', search.maxYearBuilt !== undefined ? `Built by ${search.maxYearBuilt}` : undefined);
  add('openHouses', search.openHouses ? 'Open houses' : undefined);
  add('priceReduced', search.priceReduced ? 'Price reduced' : undefined);
  add('waterfront', search.waterfront ? 'Waterfront' : undefined);
  add('pool', search.pool ? 'Private pool' : undefined);
  add('gulfAccess', search.gulfAccess ? 'Gulf access' : undefined);
  add('noBridges', search.noBridges ? 'No bridges' : undefined);
  add(
    'minBridgeClearance',
    search.minBridgeClearance !== undefined ? `Bridges ${search.minBridgeClearance}+ ft` : undefined,
  );
  add('dock', search.dock ? 'Dock' : undefined);
  add('outsideFloodHazardArea', search.outsideFloodHazardArea ? 'Outside zones A/V' : undefined);
  add(
    'maxHoaMonthly',
    search.maxHoaMonthly !== undefined ? `HOA up to $${formatCount(search.maxHoaMonthly)}/mo` : undefined,
  );
  add(
    'maxMonthlyCost',
    search.maxMonthlyCost !== undefined ? `Est. up to $${formatCount(search.maxMonthlyCost)}/mo` : undefined,
  );
  add('seniorCommunity', search.seniorCommunity ? '55+' : undefined);
  add(
    'maxMinimumLeaseMonths',
    search.maxMinimumLeaseMonths !== undefined ? `Rentable within ${search.maxMinimumLeaseMonths} mo` : undefined,
  );
  add('bounds', search.bounds ? 'Map area' : undefined);
  add('polygon', search.polygon ? 'Drawn area' : undefined);
  return chips;
}
