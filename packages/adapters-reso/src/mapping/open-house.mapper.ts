import type { OpenHouse } from '@app/domain';
import { openHouseRecordSchema } from '../schema/open-house.schema.ts';
import { describeIssues, recordKey, type MappedRecord } from './mapped-record.ts';

/** A RESO OpenHouse record as a domain `OpenHouse`; a canceled one is valid but ignored. */
export function toOpenHouse(raw: unknown): MappedRecord<OpenHouse> {
  const parsed = openHouseRecordSchema.safeParse(raw);
  if (!parsed.success)
    return { kind: 'invalid', key: recordKey(raw, 'OpenHouseKey'), problems: describeIssues(parsed.error) };
  const { OpenHouseStatus, ...openHouse } = parsed.data;
  if (OpenHouseStatus !== null && OpenHouseStatus !== 'Active')
    return { kind: 'ignored', key: openHouse.OpenHouseKey, reason: `OpenHouseStatus ${OpenHouseStatus}` };
  return { kind: 'ok', key: openHouse.OpenHouseKey, value: openHouse, problems: [] };
}
