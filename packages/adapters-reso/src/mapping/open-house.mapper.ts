import { isPublicOpenHouseType, safeLivestreamUrl, type OpenHouse } from '@app/domain';
import { openHouseRecordSchema } from '../schema/open-house.schema.ts';
import { describeIssues, recordKey, type MappedRecord } from './mapped-record.ts';

/**
 * A RESO OpenHouse record as a domain `OpenHouse`. A canceled or ended one, and a Broker or Office open house (for
 * agents only), are valid but ignored. A livestream address that is not https is dropped, and said so.
 */
export function toOpenHouse(raw: unknown): MappedRecord<OpenHouse> {
  const parsed = openHouseRecordSchema.safeParse(raw);
  if (!parsed.success)
    return { kind: 'invalid', key: recordKey(raw, 'OpenHouseKey'), problems: describeIssues(parsed.error) };
  const { OpenHouseStatus, OpenHouseType, LivestreamOpenHouseURL, ...openHouse } = parsed.data;
  if (OpenHouseStatus !== null && OpenHouseStatus !== 'Active')
    return { kind: 'ignored', key: openHouse.OpenHouseKey, reason: `OpenHouseStatus ${OpenHouseStatus}` };
  if (!isPublicOpenHouseType(OpenHouseType))
    return { kind: 'ignored', key: openHouse.OpenHouseKey, reason: `OpenHouseType ${OpenHouseType ?? ''}` };
  const livestream = safeLivestreamUrl(LivestreamOpenHouseURL);
  const problems =
    LivestreamOpenHouseURL !== null && livestream === null
      ? [`LivestreamOpenHouseURL: not an https address, left out`]
      : [];
  return {
    kind: 'ok',
    key: openHouse.OpenHouseKey,
    value: { ...openHouse, LivestreamOpenHouseURL: livestream },
    problems,
  };
}
