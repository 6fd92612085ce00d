import type { OpenHouse } from '@app/domain';
import { toIsoTimestamp, toTextOrNull } from '../connection/sql-values.ts';

/** An open_houses row as JSON (the shape the upsert populates from). */
export interface OpenHouseRow {
  readonly open_house_key: string;
  readonly listing_key: string;
  readonly listing_id: string;
  readonly start_time: string;
  readonly end_time: string;
  readonly remarks: string | null;
  readonly livestream_url: string | null;
  readonly appointment_required: boolean | null;
}

/** The open_houses row of an open house. */
export function openHouseToRow(openHouse: OpenHouse): OpenHouseRow {
  return {
    open_house_key: openHouse.OpenHouseKey,
    listing_key: openHouse.ListingKey,
    listing_id: openHouse.ListingId,
    start_time: openHouse.OpenHouseStartTime,
    end_time: openHouse.OpenHouseEndTime,
    remarks: openHouse.OpenHouseRemarks,
    livestream_url: openHouse.LivestreamOpenHouseURL ?? null,
    appointment_required: openHouse.AppointmentRequiredYN ?? null,
  };
}

const COLUMNS = [
  'open_house_key',
  'listing_key',
  'listing_id',
  'start_time',
  'end_time',
  'remarks',
  'livestream_url',
  'appointment_required',
] as const;

/** The columns of an open house from `open_houses as {table}`, named `open_house_{column}` (no clash with a joined
 * listing's). */
export function openHouseSelectList(table: string): string {
  return COLUMNS.map((column) => `${table}.${column} as open_house_${column.replace(/^open_house_/, '')}`).join(', ');
}

/** An open house from a row selected with {@link openHouseSelectList} (timestamps as ISO 8601 UTC). */
export function openHouseFromRow(row: Record<string, unknown>): OpenHouse {
  return {
    OpenHouseKey: String(row.open_house_key),
    ListingKey: String(row.open_house_listing_key),
    ListingId: String(row.open_house_listing_id),
    OpenHouseStartTime: toIsoTimestamp(row.open_house_start_time),
    OpenHouseEndTime: toIsoTimestamp(row.open_house_end_time),
    OpenHouseRemarks: toTextOrNull(row.open_house_remarks),
    LivestreamOpenHouseURL: toTextOrNull(row.open_house_livestream_url),
    AppointmentRequiredYN:
      typeof row.open_house_appointment_required === 'boolean' ? row.open_house_appointment_required : null,
  };
}
