import { Badge, Text } from '@mantine/core';
import { Link, linkOptions } from '@tanstack/react-router';
import { formatListingAddress, formatListingLocation, sortedMedia, type ListingSummary } from '@app/domain';
import { formatBaths, formatPrice, formatWhole } from './format.ts';
import { ListingPhoto } from './listing-photo.tsx';
import { PHOTO_BOXES } from './listing-photo-sources.ts';
import { priceNote } from './listing-notes.ts';
import classes from './listing-card.module.css';

/** Badge colours per status, each above 4.5:1 against the white label. */
export const STATUS_COLORS: Record<string, string> = {
  Active: '#1f6f35',
  'Active Under Contract': '#13507a',
  'Coming Soon': '#5b3f99',
  Pending: '#9a4b00',
  Closed: '#495057',
};

/**
 * A listing in a grid: photo, price (and the previous price when reduced), address, location, facts.
 * It leads to `/properties/{id}`, or to `/featured-properties/{featuredSlug}` when a slug is given.
 * `priority` marks the page's likely largest picture (its first card): loaded at once and first;
 * every other card's photo loads lazily.
 */
export function ListingCard({ listing, priority = false, featuredSlug }: { listing: ListingSummary; priority?: boolean; featuredSlug?: string }) {
  const photo = sortedMedia(listing)[0];
  const address = formatListingAddress(listing);
  const reduced = listing.PreviousListPrice !== null && listing.ListPrice !== null && listing.PreviousListPrice > listing.ListPrice;
  const note = priceNote(listing);
  return (
    <Link
      {...(featuredSlug === undefined
        ? linkOptions({ to: '/properties/$listingId', params: { listingId: listing.ListingId } })
        : linkOptions({ to: '/featured-properties/$slug', params: { slug: featuredSlug } }))}
      className={classes.card}
      data-listing-id={listing.ListingId}
    >
      <div className={classes.photo}>
        {photo && (
          <ListingPhoto url={photo.MediaURL} box={PHOTO_BOXES.card} alt={photo.ShortDescription ?? `Photo of ${address}`} width={600} height={400} loading={priority ? 'lcp' : 'lazy'} />
        )}
        <Badge className={classes.badge} color={STATUS_COLORS[listing.StandardStatus] ?? '#495057'} variant="filled">
          {listing.StandardStatus}
        </Badge>
      </div>
      <div className={classes.body}>
        <div>
          <span className={classes.price}>{formatPrice(listing.ListPrice)}</span>
          {reduced && (
            <span className={classes.previous}>
              <span className="visually-hidden">Was </span>
              {formatPrice(listing.PreviousListPrice)}
            </span>
          )}
        </div>
        <Text fw={600} lineClamp={1}>
          {address}
        </Text>
        <Text size="sm" c="dimmed">
          {formatListingLocation(listing)}
        </Text>
        <div className={classes.facts}>
          {(listing.BedroomsTotal ?? 0) > 0 && <span>{listing.BedroomsTotal} beds</span>}
          {listing.totalBathroomsDisplay > 0 && <span>{formatBaths(listing.totalBathroomsDisplay)} baths</span>}
          {(listing.LivingArea ?? 0) > 0 && <span>{formatWhole(listing.LivingArea)} sq ft</span>}
          {listing.PropertyType === 'Land' && listing.LotSizeAcres !== null && <span>{listing.LotSizeAcres} acre lot</span>}
        </div>
        {note !== null && (
          <Text size="sm" fw={600} c={listing.StandardStatus === 'Closed' ? 'gray.8' : 'coral.8'}>
            {note}
          </Text>
        )}
        {listing.ListOfficeName && <div className={classes.courtesy}>Listing courtesy of {listing.ListOfficeName}</div>}
      </div>
    </Link>
  );
}
