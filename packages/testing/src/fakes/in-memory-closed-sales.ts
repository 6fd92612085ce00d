import {
  closedSaleOf,
  distanceMiles,
  saleLocation,
  type ClosedSale,
  type ClosedSaleQuery,
  type ClosedSales,
} from '@app/domain';
import type { InMemoryListingStore } from './in-memory-listing-store.ts';

function sameName(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

function byKey(a: ClosedSale, b: ClosedSale): number {
  return a.ListingKey < b.ListingKey ? -1 : a.ListingKey > b.ListingKey ? 1 : 0;
}

/** ClosedSales reading the listings of an InMemoryListingStore; the reference of the contract suite. */
export class InMemoryClosedSales implements ClosedSales {
  constructor(private readonly store: InMemoryListingStore) {}

  async closedSales(query: ClosedSaleQuery): Promise<ClosedSale[]> {
    const sales = (await this.store.listKeys()).flatMap((key) => {
      const listing = this.store.listing(key);
      const sale = listing === undefined ? null : closedSaleOf(listing);
      return sale === null || !matches(sale, query) ? [] : [sale];
    });
    const { area } = query;
    const ordered =
      'near' in area
        ? sales
            .map((sale) => ({ sale, miles: distanceMiles(area.near, saleLocation(sale) ?? area.near) }))
            .sort((a, b) => a.miles - b.miles || byKey(a.sale, b.sale))
            .map(({ sale }) => sale)
        : sales.sort((a, b) => (a.CloseDate < b.CloseDate ? 1 : a.CloseDate > b.CloseDate ? -1 : byKey(a, b)));
    return ordered.slice(0, query.limit);
  }
}

function inArea(sale: ClosedSale, area: ClosedSaleQuery['area']): boolean {
  if ('subdivision' in area) return sameName(sale.SubdivisionName, area.subdivision);
  if ('city' in area) return sameName(sale.City, area.city);
  const location = saleLocation(sale);
  return location !== null && distanceMiles(area.near, location) <= area.radiusMiles;
}

function matches(sale: ClosedSale, query: ClosedSaleQuery): boolean {
  return (
    sale.CloseDate >= query.closedFrom &&
    sale.CloseDate <= query.closedTo &&
    sale.LivingArea >= query.minLivingArea &&
    sale.LivingArea <= query.maxLivingArea &&
    (query.propertySubType === undefined || sale.PropertySubType === query.propertySubType) &&
    sale.ListingKey !== query.excludeListingKey &&
    inArea(sale, query.area)
  );
}
