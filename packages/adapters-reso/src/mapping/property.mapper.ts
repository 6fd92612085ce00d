import { STANDARD_STATUSES, type Listing, type ListingMedia, type StandardStatus } from '@app/domain';
import { mediaRecordSchema } from '../schema/media.schema.ts';
import { propertyRecordSchema } from '../schema/property.schema.ts';
import { describeIssues, recordKey, type MappedRecord } from './mapped-record.ts';

/**
 * A RESO Property record as a domain `Listing`: validated, numbers as numbers, absent fields as
 * null, timestamps in UTC ISO 8601, Media sorted by `Order` (whatever it starts at) with bad items
 * dropped and noted, `PhotosCount` from the Media when the record has none. A status outside
 * `STANDARD_STATUSES` makes the record invalid.
 */
export function toListing(raw: unknown): MappedRecord<Listing> {
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
  const listing: Listing = {
    ...fields,
    StandardStatus,
    PhotosCount: PhotosCount ?? media.items.length,
    Media: media.items,
  };
  return { kind: 'ok', key: listing.ListingKey, value: listing, problems: media.problems };
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
