import { Badge, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatListingAddress, formatListingLocation, sortedMedia, type ListingSummary } from '@app/domain';
import { formatBaths, formatPrice, formatWhole } from './format.ts';
import classes from './listing-card.module.css';

/** Badge colours per status, each above 4.5:1 against the white label. */
const STATUS_COLORS: Record<string, string> = {
  Active: '#1f6f35',
  'Active Under Contract': '#13507a',
  'Coming Soon': '#5b3f99',
  Pending: '#9a4b00',
  Closed: '#495057',
};

/** A listing in a grid: photo, price (and the previous price when reduced), address, location, facts. */
export function ListingCard({ listing, priority = false }: { listing: ListingSummary; priority?: boolean }) {
  const photo = sortedMedia(listing)[0];
  const address = formatListingAddress(listing);
  const reduced = listing.PreviousListPrice !== null && listing.ListPrice !== null && listing.PreviousListPrice > listing.ListPrice;
  return (
    <Link to="/properties/$listingId" params={{ listingId: listing.ListingId }} className={classes.card}>
      <div className={classes.photo}>
        {photo && (
          <img
            src={photo.MediaURL}
            alt={photo.ShortDescription ?? `Photo of ${address}`}
            width={600}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
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
          {listing.BedroomsTotal !== null && <span>{listing.BedroomsTotal} beds</span>}
          <span>{formatBaths(listing.totalBathroomsDisplay)} baths</span>
          {listing.LivingArea !== null && <span>{formatWhole(listing.LivingArea)} sq ft</span>}
        </div>
        {listing.ListOfficeName && <div className={classes.courtesy}>Listing courtesy of {listing.ListOfficeName}</div>}
      </div>
    </Link>
  );
}
