import { Link, linkOptions } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import {
  DEFAULT_MONTHLY_COST_SETTINGS,
  formatListingAddress,
  formatListingLocation,
  listingMonthlyCost,
  sortedMedia,
  type ListingSummary,
} from '@app/domain';
import { formatBathCount, formatBeds, formatPrice, formatWhole } from './format.ts';
import { featureBadges } from './listing-badges.ts';
import { ListingPhoto } from './listing-photo.tsx';
import { PHOTO_BOXES } from './listing-photo-sources.ts';
import { headlinePrice, previousPrice, priceNote } from './listing-notes.ts';
import { StatusBadge } from './status-badge.tsx';
import { SaveHomeButton } from '../visitor/save-home-button.tsx';
import { useStores } from '../../app/services-context.tsx';
import { DEFERRED_RENDER } from '../../ui/deferred-render.ts';
import classes from './listing-card.module.css';

/**
 * A listing in a grid: photo (with Waterfront and Pool badges), price (and the previous price when reduced), address,
 * location, facts and the estimated monthly cost (the one formula search sorts and filters by).
 * It leads to `/properties/{id}`, or to `/featured-properties/{featuredSlug}` when a slug is given.
 * `priority` marks the page's likely largest picture (its first card): loaded at once and first;
 * every other card's photo loads lazily. The heart (SaveHomeButton) is drawn over the photo's corner,
 * beside the link. Plain elements styled like Mantine's Text and Badge: pages
 * show many cards, and the server renders those far faster than Mantine's components.
 */
export function ListingCard({
  listing,
  priority = false,
  featuredSlug,
}: {
  listing: ListingSummary;
  priority?: boolean;
  featuredSlug?: string;
}) {
  const photo = sortedMedia(listing)[0];
  const address = formatListingAddress(listing);
  const previous = previousPrice(listing);
  const reduced = previous !== null && listing.ListPrice !== null && previous > listing.ListPrice;
  const note = priceNote(listing);
  // The admin's saved assumptions (loaded with the site settings), so the card agrees with the sort and the filter.
  const { monthlyCost } = useSnapshot(useStores().site.state);
  const monthly = listingMonthlyCost(listing, monthlyCost ?? DEFAULT_MONTHLY_COST_SETTINGS);
  const features = featureBadges(listing);
  return (
    // The heart sits beside the link, not in it: a button inside a link is neither valid nor reachable alone.
    <div className={`${classes.frame} ${DEFERRED_RENDER}`}>
      <Link
        {...(featuredSlug === undefined
          ? linkOptions({ to: '/properties/$listingId', params: { listingId: listing.ListingId } })
          : linkOptions({ to: '/featured-properties/$slug', params: { slug: featuredSlug } }))}
        className={classes.card}
        data-listing-id={listing.ListingId}
      >
        <div className={classes.photo}>
          {photo && (
            <ListingPhoto
              url={photo.MediaURL}
              box={PHOTO_BOXES.card}
              alt={photo.ShortDescription ?? `Photo of ${address}`}
              width={600}
              height={400}
              loading={priority ? 'lcp' : 'lazy'}
            />
          )}
          <StatusBadge className={classes.badge} status={listing.StandardStatus} />
          {features.length > 0 && (
            <ul className={classes.features} aria-label="Features">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={classes.body}>
          <div>
            <span className={classes.price}>{formatPrice(headlinePrice(listing))}</span>
            {reduced && (
              <span className={classes.previous}>
                <span className="visually-hidden">Was </span>
                {formatPrice(previous)}
              </span>
            )}
          </div>
          <p className={classes.address}>{address}</p>
          <p className={classes.location}>{formatListingLocation(listing)}</p>
          <div className={classes.facts}>
            {(listing.BedroomsTotal ?? 0) > 0 && <span>{formatBeds(listing.BedroomsTotal ?? 0)}</span>}
            {listing.totalBathroomsDisplay > 0 && <span>{formatBathCount(listing.totalBathroomsDisplay)}</span>}
            {(listing.LivingArea ?? 0) > 0 && <span>{formatWhole(listing.LivingArea)} sq ft</span>}
            {listing.PropertyType === 'Land' && listing.LotSizeAcres !== null && (
              <span>{listing.LotSizeAcres} acre lot</span>
            )}
          </div>
          {monthly !== null && (
            <p className={classes.monthly} data-testid="est-monthly">
              est. monthly {formatPrice(monthly)}
            </p>
          )}
          {note !== null && (
            <p className={classes.note} data-closed={listing.StandardStatus === 'Closed' || undefined}>
              {note}
            </p>
          )}
          {listing.ListOfficeName && (
            <div className={classes.courtesy}>Listing courtesy of {listing.ListOfficeName}</div>
          )}
        </div>
      </Link>
      <SaveHomeButton className={classes.heart} listingId={listing.ListingId} address={address} />
    </div>
  );
}
