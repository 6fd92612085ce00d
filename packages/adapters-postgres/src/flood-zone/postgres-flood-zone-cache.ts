import type { SqlExecutor } from '@app/database';
import type { CachedFloodZone, FloodZoneCache } from '@app/domain';
import { toNumberOrNull, toTextOrNull } from '../connection/sql-values.ts';

interface FloodZoneRow {
  readonly listing_key: string;
  readonly latitude: unknown;
  readonly longitude: unknown;
  readonly flood_zone: string | null;
  readonly flood_zone_subtype: string | null;
  readonly base_flood_elevation: unknown;
  readonly determined_on: string;
}

function fromRow(row: FloodZoneRow): CachedFloodZone {
  return {
    listingKey: row.listing_key,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    zone:
      row.flood_zone === null
        ? null
        : {
            zone: row.flood_zone,
            subtype: toTextOrNull(row.flood_zone_subtype),
            baseFloodElevation: toNumberOrNull(row.base_flood_elevation),
          },
    determinedOn: row.determined_on,
  };
}

const SELECT = `
select listing_key, latitude, longitude, flood_zone, flood_zone_subtype, base_flood_elevation,
  to_char(determined_on, 'YYYY-MM-DD') as determined_on
from listing_flood_zones where listing_key in (select json_array_elements_text($1::json))`;

const UPSERT = `
insert into listing_flood_zones (listing_key, latitude, longitude, flood_zone, flood_zone_subtype, base_flood_elevation, determined_on)
select listing_key, latitude, longitude, flood_zone, flood_zone_subtype, base_flood_elevation, determined_on
from json_populate_recordset(null::listing_flood_zones, $1::json)
on conflict (listing_key) do update set latitude = excluded.latitude, longitude = excluded.longitude,
  flood_zone = excluded.flood_zone, flood_zone_subtype = excluded.flood_zone_subtype,
  base_flood_elevation = excluded.base_flood_elevation, determined_on = excluded.determined_on`;

/** The flood zones FEMA gave per listing, in `listing_flood_zones` (migration 0033). */
export class PostgresFloodZoneCache implements FloodZoneCache {
  constructor(private readonly db: SqlExecutor) {}

  async get(listingKeys: readonly string[]): Promise<Map<string, CachedFloodZone>> {
    if (listingKeys.length === 0) return new Map();
    const { rows } = await this.db.query<FloodZoneRow>(SELECT, [JSON.stringify(listingKeys)]);
    return new Map(rows.map((row) => [row.listing_key, fromRow(row)]));
  }

  async put(entries: readonly CachedFloodZone[]): Promise<void> {
    const unique = [...new Map(entries.map((entry) => [entry.listingKey, entry])).values()];
    if (unique.length === 0) return;
    const rows = unique.map((entry) => ({
      listing_key: entry.listingKey,
      latitude: entry.latitude,
      longitude: entry.longitude,
      flood_zone: entry.zone?.zone ?? null,
      flood_zone_subtype: entry.zone?.subtype ?? null,
      base_flood_elevation: entry.zone?.baseFloodElevation ?? null,
      determined_on: entry.determinedOn,
    }));
    await this.db.query(UPSERT, [JSON.stringify(rows)]);
  }
}
