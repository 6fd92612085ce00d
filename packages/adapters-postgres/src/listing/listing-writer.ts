import type { SqlExecutor } from '@app/database';
import type { Listing } from '@app/domain';
import { readMonthlyCostSettings } from '../monthly-cost/postgres-monthly-cost-settings-store.ts';
import { LISTING_COLUMN_NAMES, listingMediaRows, listingToRow } from './listing.mapper.ts';

/** Listings per statement: large enough to be fast, small enough to keep one parameter modest. */
const BATCH_SIZE = 1_000;

const COLUMNS = LISTING_COLUMN_NAMES.join(', ');
const UPSERT_LISTINGS = `
insert into listings (${COLUMNS})
select ${COLUMNS} from json_populate_recordset(null::listings, $1::json)
on conflict (listing_key) do update set ${LISTING_COLUMN_NAMES.filter((column) => column !== 'listing_key')
  .map((column) => `${column} = excluded.${column}`)
  .join(', ')}`;
const DELETE_MEDIA = `
delete from listing_media where listing_key in (select json_array_elements_text($1::json))`;
const INSERT_MEDIA = `
insert into listing_media (media_key, listing_key, "order", category, description, url)
select media_key, listing_key, "order", category, description, url from json_populate_recordset(null::listing_media, $1::json)`;

/**
 * Inserts or replaces listings by ListingKey, replacing their media, in batches of JSON records
 * (a few statements per thousand listings), each monthly cost with the admin's stored settings. Call it inside a
 * transaction.
 */
export async function writeListings(tx: SqlExecutor, listings: readonly Listing[]): Promise<void> {
  const settings = await readMonthlyCostSettings(tx);
  // One statement may not touch a row twice: the last version of a repeated key wins.
  const unique = [...new Map(listings.map((listing) => [listing.ListingKey, listing])).values()];
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const batch = unique.slice(start, start + BATCH_SIZE);
    const rows = JSON.stringify(batch.map((listing) => listingToRow(listing, settings)));
    await tx.query(UPSERT_LISTINGS, [rows]);
    await tx.query(DELETE_MEDIA, [JSON.stringify(batch.map((listing) => listing.ListingKey))]);
    const media = batch.flatMap(listingMediaRows);
    if (media.length > 0) await tx.query(INSERT_MEDIA, [JSON.stringify(media)]);
  }
}

const DELETE_LISTINGS = `
delete from listings where listing_key in (select json_array_elements_text($1::json))`;

/**
 * Deletes listings by ListingKey in batches (their media and open houses go with them through
 * the foreign keys) and answers how many were stored. Call it inside a transaction.
 */
export async function removeListings(tx: SqlExecutor, listingKeys: readonly string[]): Promise<number> {
  const unique = [...new Set(listingKeys)];
  let removed = 0;
  for (let start = 0; start < unique.length; start += BATCH_SIZE) {
    const { rows } = await tx.query<{ removed: number }>(
      `with gone as (${DELETE_LISTINGS} returning 1) select count(*)::integer as removed from gone`,
      [JSON.stringify(unique.slice(start, start + BATCH_SIZE))],
    );
    removed += Number(rows[0]?.removed ?? 0);
  }
  return removed;
}
