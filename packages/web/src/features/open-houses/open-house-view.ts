import type { ListingPin, OpenHouseListing } from '@app/domain';
import { openHouseDay, openHouseDayKey } from './open-house-time.ts';

/** Open houses of one Southwest Florida day. */
export interface OpenHouseDay {
  readonly key: string;
  /** `Saturday, November 28`. */
  readonly label: string;
  readonly openHouses: readonly OpenHouseListing[];
}

/** Groups open houses (already by start time) into their local days, keeping the order. */
export function groupByDay(openHouses: readonly OpenHouseListing[]): OpenHouseDay[] {
  const days: { key: string; label: string; openHouses: OpenHouseListing[] }[] = [];
  for (const item of openHouses) {
    const key = openHouseDayKey(item.openHouse.OpenHouseStartTime);
    const last = days[days.length - 1];
    if (last?.key === key) last.openHouses.push(item);
    else days.push({ key, label: openHouseDay(item.openHouse.OpenHouseStartTime), openHouses: [item] });
  }
  return days;
}

/** One map pin per listing holding an open house (a home open twice shows once); homes without a position are left off.
 * */
export function openHousePins(openHouses: readonly OpenHouseListing[]): ListingPin[] {
  const pins = new Map<string, ListingPin>();
  for (const { listing } of openHouses) {
    if (pins.has(listing.ListingId) || listing.Latitude === null || listing.Longitude === null) continue;
    pins.set(listing.ListingId, {
      ListingKey: listing.ListingKey,
      ListingId: listing.ListingId,
      Latitude: listing.Latitude,
      Longitude: listing.Longitude,
      ListPrice: listing.ListPrice,
      StandardStatus: listing.StandardStatus,
    });
  }
  return [...pins.values()];
}

/** Open houses sorted by start time (then by listing, so equal times keep one order). */
export function byStartTime(openHouses: readonly OpenHouseListing[]): OpenHouseListing[] {
  return [...openHouses].sort(
    (a, b) =>
      a.openHouse.OpenHouseStartTime.localeCompare(b.openHouse.OpenHouseStartTime) ||
      a.openHouse.ListingId.localeCompare(b.openHouse.ListingId),
  );
}
