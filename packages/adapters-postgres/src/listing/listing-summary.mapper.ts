import { LISTING_SUMMARY_FIELDS, totalBathroomsDisplay, type ListingSummary } from '@app/domain';
import { listingMediaFromRow, type ListingMediaRow } from './listing-media.mapper.ts';
import { listingFieldsFromRow, listingSelectList, type ScalarField } from './listing.mapper.ts';

/** The card fields stored in columns (the bath total is derived, the photo comes from listing_media). */
const SUMMARY_COLUMNS_FIELDS = LISTING_SUMMARY_FIELDS.filter(
  (field): field is Exclude<typeof field, 'totalBathroomsDisplay'> => field !== 'totalBathroomsDisplay',
) satisfies readonly ScalarField[];

/** The select list of a card from `listings as {table}`: its columns and its first photo (by Order) as JSON. */
export function listingSummarySelectList(table: string): string {
  return `${listingSelectList(table, SUMMARY_COLUMNS_FIELDS)}, (
    select json_build_object(
      'media_key', media.media_key, 'listing_key', media.listing_key, 'order', media."order",
      'category', media.category, 'description', media.description, 'url', media.url
    )
    from listing_media as media where media.listing_key = ${table}.listing_key
    order by media."order" limit 1
  ) as first_photo`;
}

/** A card from a row selected with {@link listingSummarySelectList}. */
export function listingSummaryFromRow(row: Record<string, unknown>): ListingSummary {
  const fields = listingFieldsFromRow(row, SUMMARY_COLUMNS_FIELDS) as Omit<
    ListingSummary,
    'totalBathroomsDisplay' | 'Media'
  >;
  const photo = row.first_photo as ListingMediaRow | null;
  return {
    ...fields,
    totalBathroomsDisplay: totalBathroomsDisplay(fields.BathroomsFull, fields.BathroomsHalf),
    Media: photo === null || photo === undefined ? [] : [listingMediaFromRow(photo)],
  };
}
