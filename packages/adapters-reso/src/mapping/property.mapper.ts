import { STANDARD_STATUSES, type Listing, type ListingMedia, type StandardStatus } from '@app/domain';
import { mediaRecordSchema } from '../schema/media.schema.ts';
import { propertyRecordSchema } from '../schema/property.schema.ts';
import { readAmount } from './florida-fact-readers.ts';
import { toFloridaFacts } from './florida-facts.mapper.ts';
import { DEFAULT_LOCAL_FIELD_TABLE, type LocalFieldTable } from './local-field-table.ts';
import { describeIssues, recordKey, type MappedRecord } from './mapped-record.ts';

/**
 * A RESO Property record as a domain `Listing`: validated, numbers as numbers, absent fields as
 * null, timestamps in UTC ISO 8601, Media sorted by `Order` (whatever it starts at) with bad items
 * dropped and noted, `PhotosCount` from the Media when the record has none. A status outside
 * `STANDARD_STATUSES` makes the record invalid. The Florida facts are read from the fields the board's
 * table names; an unusable fact (a negative fee, an unknown lookup) is dropped and noted, like a bad photo.
 */
export function toListing(
  raw: unknown,
  localFields: LocalFieldTable = DEFAULT_LOCAL_FIELD_TABLE,
): MappedRecord<Listing> {
  const parsed = propertyRecordSchema.safeParse(raw);
  if (!parsed.success)
    return { kind: 'invalid', key: recordKey(raw, 'ListingKey'), problems: describeIssues(parsed.error) };
  const { Media, PhotosCount, StandardStatus, ...fields } = parsed.data;
  if (!isStandardStatus(StandardStatus))
    return {
      kind: 'invalid',
      key: fields.ListingKey,
      problems: [`StandardStatus: '${StandardStatus}' is not a RESO standard status`],
    };
  const media = toMedia(Media ?? []);
  const record = raw as Readonly<Record<string, unknown>>;
  const florida = toFloridaFacts(record, localFields, fields.ModificationTimestamp);
  const fee = readAmount(record.AssociationFee, 1_000_000);
  const listing: Listing = {
    ...fields,
    AssociationFee: fee.value,
    ...florida.facts,
    StandardStatus,
    PhotosCount: PhotosCount ?? media.items.length,
    Media: media.items,
  };
  const problems = [
    ...(fee.problem === null ? [] : [`AssociationFee: ${fee.problem}`]),
    ...florida.problems,
    ...media.problems,
  ];
  return { kind: 'ok', key: listing.ListingKey, value: listing, problems };
}

function isStandardStatus(status: string): status is StandardStatus {
  return (STANDARD_STATUSES as readonly string[]).includes(status);
}

function toMedia(rawItems: readonly unknown[]): { items: ListingMedia[]; problems: string[] } {
  const items: ListingMedia[] = [];
  const problems: string[] = [];
  rawItems.forEach((raw, index) => {
    const parsed = mediaRecordSchema.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
    else problems.push(...describeIssues(parsed.error).map((issue) => `Media.${index}.${issue}`));
  });
  items.sort((a, b) => a.Order - b.Order || (a.MediaKey < b.MediaKey ? -1 : a.MediaKey > b.MediaKey ? 1 : 0));
  return { items, problems };
}
