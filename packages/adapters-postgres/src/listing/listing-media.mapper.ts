import type { Listing, ListingMedia } from '@app/domain';
import { toTextOrNull } from '../connection/sql-values.ts';

/** A listing_media row as JSON (the shape the select aggregates and the insert populates from). */
export interface ListingMediaRow {
  readonly media_key: string;
  readonly listing_key: string;
  readonly order: number;
  readonly category: string | null;
  readonly description: string | null;
  readonly url: string;
}

/** The media rows of a listing. */
export function listingMediaRows(listing: Listing): ListingMediaRow[] {
  return listing.Media.map((media) => ({
    media_key: media.MediaKey,
    listing_key: listing.ListingKey,
    order: media.Order,
    category: media.MediaCategory,
    description: media.ShortDescription,
    url: media.MediaURL,
  }));
}

/** A media item from its row. */
export function listingMediaFromRow(row: ListingMediaRow): ListingMedia {
  return {
    MediaKey: row.media_key,
    MediaURL: row.url,
    Order: Number(row.order),
    MediaCategory: toTextOrNull(row.category),
    ShortDescription: toTextOrNull(row.description),
  };
}

/** The select expression aggregating a listing's media as a JSON array in `Order`. */
export function listingMediaAggregate(listingTable: string): string {
  return `coalesce((
    select json_agg(json_build_object(
      'media_key', media.media_key, 'listing_key', media.listing_key, 'order', media."order",
      'category', media.category, 'description', media.description, 'url', media.url
    ) order by media."order")
    from listing_media as media where media.listing_key = ${listingTable}.listing_key
  ), '[]'::json) as media`;
}
