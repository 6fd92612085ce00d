import type { Clock } from '../shared/clock.port.ts';
import type { OpenHouse, OpenHouseListing, OpenHouseStore } from './open-house.ts';
import { openHouseWindow, type OpenHouseFilter } from './open-house-window.ts';

/** Most open houses one answer lists. */
export const MAX_OPEN_HOUSES = 500;

/** Open houses in the window of a date filter, soonest first, each with its listing's card. */
export function createListOpenHouses(store: OpenHouseStore, clock: Clock) {
  return (filter: OpenHouseFilter): Promise<OpenHouseListing[]> =>
    store.inWindow(openHouseWindow(filter, new Date(clock.now())), MAX_OPEN_HOUSES);
}

/** A listing's open houses that have not ended yet, soonest first. */
export function createListingOpenHouses(store: OpenHouseStore, clock: Clock) {
  return (listingKey: string): Promise<OpenHouse[]> =>
    store.forListing(listingKey, new Date(clock.now()).toISOString());
}
