import type { SqlExecutor } from '@app/database';
import { demoListingKey, generateDemoOpenHouses, type DemoOpenHouseListing } from '@app/demo';
import type { StandardStatus } from '@app/domain';
import { openHouseToRow } from '../open-house/open-house.mapper.ts';

/** What a refresh of the demo open houses did. */
export interface DemoOpenHousesReport {
  readonly removed: number;
  readonly added: number;
}

const DEMO_IN_USE = `
select exists (select 1 from seed_log where dataset = 'listings')
   and exists (select 1 from listings where listing_key = $1) as demo`;

const HOSTS = `
select listing_key, listing_id, list_office_mls_id, standard_status from listings
where standard_status in ('Active', 'Coming Soon')`;

const ADD = `
with added as (
  insert into open_houses (open_house_key, listing_key, listing_id, start_time, end_time, remarks, livestream_url,
    appointment_required)
  select open_house_key, listing_key, listing_id, start_time, end_time, remarks, livestream_url, appointment_required
  from json_populate_recordset(null::open_houses, $1::json)
  on conflict (open_house_key) do nothing
  returning 1
)
select count(*)::integer as added from added`;

/** Whether the database holds the demo listings we seeded (the seed log says so and the first one is there). */
export async function demoListingsInUse(tx: SqlExecutor): Promise<boolean> {
  const { rows } = await tx.query<{ demo: boolean }>(DEMO_IN_USE, [demoListingKey(1)]);
  return rows[0]?.demo === true;
}

/**
 * Keeps the demo's open houses upcoming: when the demo listings are in use, deletes the open
 * houses that have ended and adds the demo plan from `now` on (the same keys for the same plan, so
 * a second run adds nothing). A database with real listings is left alone. Call it inside a transaction.
 */
export async function refreshDemoOpenHouses(tx: SqlExecutor, now: Date): Promise<DemoOpenHousesReport> {
  if (!(await demoListingsInUse(tx))) return { removed: 0, added: 0 };
  const { rows: gone } = await tx.query<{ removed: number }>(
    'with gone as (delete from open_houses where end_time <= $1::timestamptz returning 1) select count(*)::integer as removed from gone',
    [now.toISOString()],
  );
  const { rows } = await tx.query<Record<string, string>>(HOSTS);
  const listings: DemoOpenHouseListing[] = rows.map((row) => ({
    ListingKey: row.listing_key as string,
    ListingId: row.listing_id as string,
    ListOfficeMlsId: row.list_office_mls_id ?? null,
    StandardStatus: row.standard_status as StandardStatus,
  }));
  const planned = generateDemoOpenHouses({ listings, now }).map(openHouseToRow);
  const { rows: added } = await tx.query<{ added: number }>(ADD, [JSON.stringify(planned)]);
  return { removed: Number(gone[0]?.removed ?? 0), added: Number(added[0]?.added ?? 0) };
}
