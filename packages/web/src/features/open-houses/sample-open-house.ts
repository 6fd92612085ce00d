import type { ListingSummary, OpenHouseListing } from '@app/domain';

/** Test data: an open house of a listing at a position, starting at an instant, lasting two hours. */
export function openHouseAt(
  listingId: string,
  start: string,
  position: { lat: number; lng: number } | null = { lat: 26.14, lng: -81.79 },
): OpenHouseListing {
  const end = new Date(new Date(start).getTime() + 2 * 3_600_000).toISOString();
  const listing = {
    ListingId: listingId,
    ListingKey: `K${listingId}`,
    ListPrice: 900_000,
    StandardStatus: 'Active',
    Latitude: position?.lat ?? null,
    Longitude: position?.lng ?? null,
  } as unknown as ListingSummary;
  return {
    openHouse: {
      OpenHouseKey: `${listingId}-${start}`,
      ListingKey: `K${listingId}`,
      ListingId: listingId,
      OpenHouseStartTime: start,
      OpenHouseEndTime: end,
      OpenHouseRemarks: null,
    },
    listing,
  };
}
