import { localDate, type Listing, type OpenHouse } from '@app/domain';
import { dayText, localHourOf, localWeekday, shiftDay, type Day } from './local-day.ts';
import { FEATURED_OFFICE } from './offices-and-agents.ts';
import { openHouseRemark, type OpenHouseSlot } from './open-house-remarks.ts';
import { createRandom, hashString } from './prng.ts';

/** What the generator reads of a listing. */
export type DemoOpenHouseListing = Pick<Listing, 'ListingKey' | 'ListingId' | 'ListOfficeMlsId' | 'StandardStatus'>;

/** Options of {@link generateDemoOpenHouses}. */
export interface DemoOpenHouseOptions {
  readonly listings: readonly DemoOpenHouseListing[];
  /** Open houses are planned from this instant on, over {@link DEMO_OPEN_HOUSE_DAYS} days. */
  readonly now: Date;
}

/** How far ahead demo open houses are planned. */
export const DEMO_OPEN_HOUSE_DAYS = 21;
/** Share of the Active and Coming Soon listings that hold open houses. */
export const DEMO_OPEN_HOUSE_SHARE = 0.04;
/** Listings of the featured office that always hold open houses (when it has that many for sale). */
const FEATURED_HOSTS = 3;
const DAY_MS = 86_400_000;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function hosts(listings: readonly DemoOpenHouseListing[]): DemoOpenHouseListing[] {
  const forSale = listings.filter(
    (listing) => listing.StandardStatus === 'Active' || listing.StandardStatus === 'Coming Soon',
  );
  const rolls = new Map(
    forSale.map((listing) => [listing, createRandom(hashString(`open-house:${listing.ListingKey}`)).next()]),
  );
  const roll = (listing: DemoOpenHouseListing) => rolls.get(listing) ?? 1;
  const chosen = new Set(forSale.filter((listing) => roll(listing) < DEMO_OPEN_HOUSE_SHARE));
  const featured = forSale
    .filter((listing) => listing.ListOfficeMlsId === FEATURED_OFFICE.mlsId)
    .sort((a, b) => roll(a) - roll(b));
  for (const listing of featured.slice(0, FEATURED_HOSTS)) chosen.add(listing);
  return forSale.filter((listing) => chosen.has(listing));
}

type LocalHour = (date: Day, hour: number) => Date;

function openHouse(
  localHour: LocalHour,
  listing: DemoOpenHouseListing,
  date: Day,
  hours: readonly [number, number],
  remark: string | null,
  livestream: string | null = null,
): OpenHouse {
  return {
    OpenHouseKey: `DEMO-OH-${listing.ListingKey}-${dayText(date)}-${String(hours[0]).padStart(2, '0')}`,
    ListingKey: listing.ListingKey,
    ListingId: listing.ListingId,
    OpenHouseStartTime: localHour(date, hours[0]).toISOString(),
    OpenHouseEndTime: localHour(date, hours[1]).toISOString(),
    OpenHouseRemarks: remark,
    LivestreamOpenHouseURL: livestream,
    AppointmentRequiredYN: false,
  };
}

/** Where the team streams some of its own open houses live (its channel's live page). */
export const DEMO_LIVESTREAM_URL = 'https://www.youtube.com/@palmettorealtygroup/live';

/** The open houses one listing plans for the weekend starting on `saturday` (and the weekday evening before it). */
function weekendPlan(localHour: LocalHour, listing: DemoOpenHouseListing, saturday: Day): OpenHouse[] {
  const random = createRandom(hashString(`${listing.ListingKey}:${dayText(saturday)}`));
  const planned: OpenHouse[] = [];
  if (random.chance(0.15)) {
    const evening = shiftDay(saturday, random.pick([-3, -2]));
    planned.push(
      openHouse(
        localHour,
        listing,
        evening,
        [17, 19],
        openHouseRemark('evening', WEEKDAY_NAMES[localWeekday(evening)] ?? '', random),
      ),
    );
  }
  if (listing.ListOfficeMlsId === FEATURED_OFFICE.mlsId || random.chance(0.75)) {
    const sunday = random.chance(0.6);
    const date = sunday ? shiftDay(saturday, 1) : saturday;
    const morning = random.chance(0.3);
    const slot: OpenHouseSlot = morning ? 'morning' : 'afternoon';
    const remark = openHouseRemark(slot, sunday ? 'Sunday' : 'Saturday', random);
    // Drawn last, so that the plan's other choices stay what they were before livestreams existed.
    const streamed = listing.ListOfficeMlsId === FEATURED_OFFICE.mlsId && random.chance(0.4);
    planned.push(
      openHouse(localHour, listing, date, morning ? [11, 14] : [13, 16], remark, streamed ? DEMO_LIVESTREAM_URL : null),
    );
  }
  return planned;
}

/**
 * Demo open houses for about 4% of the Active and Coming Soon listings (always including 3 of the
 * featured office PRG): weekend afternoons (Saturday or Sunday, 1 to 4 pm, some 11 am to 2 pm) and
 * a few weekday evenings (5 to 7 pm), in Southwest Florida time, that have not ended at `now` and
 * start within the next 21 days. The plan of a listing for a weekend depends only on its key and
 * that weekend's date, so any `now` gives the same keys for the same open houses.
 */
export function generateDemoOpenHouses(options: DemoOpenHouseOptions): OpenHouse[] {
  const nowMs = options.now.getTime();
  if (!Number.isFinite(nowMs)) throw new Error(`Invalid instant: ${String(options.now)}`);
  const today = localDate(options.now);
  const firstSaturday = shiftDay(today, 6 - today.weekday - (today.weekday === 0 ? 7 : 0));
  const saturdays = Array.from({ length: 5 }, (_, week) => shiftDay(firstSaturday, week * 7));
  const endMs = nowMs + DEMO_OPEN_HOUSE_DAYS * DAY_MS;
  const localHour = localHourOf(new Map());
  return hosts(options.listings)
    .flatMap((listing) => saturdays.flatMap((saturday) => weekendPlan(localHour, listing, saturday)))
    .filter((planned) => Date.parse(planned.OpenHouseEndTime) > nowMs && Date.parse(planned.OpenHouseStartTime) < endMs)
    .sort(
      (a, b) =>
        Date.parse(a.OpenHouseStartTime) - Date.parse(b.OpenHouseStartTime) ||
        (a.OpenHouseKey < b.OpenHouseKey ? -1 : 1),
    );
}
