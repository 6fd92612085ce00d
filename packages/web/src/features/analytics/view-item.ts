import type { EventParamValue } from '@app/domain';

/** The routes of a property page. */
export const PROPERTY_TEMPLATES: ReadonlySet<string> = new Set([
  '/properties/$listingId',
  '/property/$listingId',
  '/featured-properties/$slug',
]);

interface PropertyLoaderData {
  readonly property?: { readonly ListingId?: unknown; readonly ListPrice?: unknown; readonly City?: unknown };
}

/** `view_item`'s parameters from a property page's loader data (listing id, list price, city), or null. */
export function viewItemParams(loaderData: unknown): Record<string, EventParamValue> | null {
  const property = (loaderData as PropertyLoaderData | undefined)?.property;
  if (typeof property?.ListingId !== 'string') return null;
  return {
    listing_id: property.ListingId.slice(0, 100),
    ...(typeof property.ListPrice === 'number' && Number.isFinite(property.ListPrice)
      ? { value: property.ListPrice, currency: 'USD' }
      : {}),
    ...(typeof property.City === 'string' && property.City !== '' ? { city: property.City.slice(0, 100) } : {}),
  };
}
