import type { SqlExecutor } from '@app/database';
import type { OpenHouse } from '@app/domain';
import { openHouseToRow } from './open-house.mapper.ts';

const BATCH_SIZE = 1_000;

// Open houses of listings the store does not hold are skipped: they could never be shown, and
// the listing's removal would take them away anyway.
const UPSERT_OPEN_HOUSES = `
insert into open_houses (open_house_key, listing_key, listing_id, start_time, end_time, remarks, livestream_url,
  appointment_required)
select row.open_house_key, row.listing_key, row.listing_id, row.start_time, row.end_time, row.remarks,
  row.livestream_url, row.appointment_required
from json_populate_recordset(null::open_houses, $1::json) as row
where exists (select 1 from listings where listings.listing_key = row.listing_key)
on conflict (open_house_key) do update set
  listing_key = excluded.listing_key, listing_id = excluded.listing_id, start_time = excluded.start_time,
  end_time = excluded.end_time, remarks = excluded.remarks, livestream_url = excluded.livestream_url,
  appointment_required = excluded.appointment_required`;

const DELETE_OPEN_HOUSES = `
with gone as (delete from open_houses where open_house_key in (select json_array_elements_text($1::json)) returning 1)
select count(*)::integer as removed from gone`;

/** Inserts or replaces open houses by key, in batches (the last of a repeated key wins). Call it inside a transaction.
 * */
export async function writeOpenHouses(tx: SqlExecutor, openHouses: readonly OpenHouse[]): Promise<void> {
  const unique = [...new Map(openHouses.map((openHouse) => [openHouse.OpenHouseKey, openHouse])).values()];
  for (let start = 0; start < unique.length; start += BATCH_SIZE)
    await tx.query(UPSERT_OPEN_HOUSES, [JSON.stringify(unique.slice(start, start + BATCH_SIZE).map(openHouseToRow))]);
}

/** Deletes open houses by key, in batches, and answers how many there were. Call it inside a transaction. */
export async function removeOpenHouses(tx: SqlExecutor, openHouseKeys: readonly string[]): Promise<number> {
  const unique = [...new Set(openHouseKeys)];
  let removed = 0;
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const { rows } = await tx.query<{ removed: number }>(DELETE_OPEN_HOUSES, [
      JSON.stringify(unique.slice(start, start + BATCH_SIZE)),
    ]);
    removed += Number(rows[0]?.removed ?? 0);
  }
  return removed;
}
